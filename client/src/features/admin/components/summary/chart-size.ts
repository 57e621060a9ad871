/** The revenue chart's height: its placeholder keeps the room while the chart's code loads. */
export const REVENUE_CHART_HEIGHT = 300;
