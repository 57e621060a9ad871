// Writes the catalogue's artwork as small SVG files under server/public/media, so the app
// never fetches an image from the internet. Run: npx tsx server/scripts/media/generate-images.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSeedData } from '../../src/db/seed-data.ts';

const mediaDir = fileURLToPath(new URL('../../public/media/', import.meta.url));
const font = `font-family="'Montserrat','Helvetica Neue',Arial,sans-serif"`;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Cycles through a non-empty palette. */
function pick(list: readonly string[], index: number): string {
  return list[index % list.length] ?? '#ff5a1f';
}

function write(folder: string, file: string, svg: string): void {
  mkdirSync(`${mediaDir}${folder}`, { recursive: true });
  writeFileSync(`${mediaDir}${folder}/${file}`, `${svg.replace(/\n\s*/g, '\n').trim()}\n`);
}

/** Splits a title over at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

// Simple white pictograms drawn in a 100x100 box.
const pictograms: Record<string, string> = {
  funcional: `<rect x="8" y="40" width="12" height="20" rx="3"/><rect x="80" y="40" width="12" height="20" rx="3"/><rect x="20" y="46" width="60" height="8" rx="4"/><circle cx="50" cy="82" r="10" fill="none" stroke="#fff" stroke-width="6"/><path d="M44 72 L50 64 L56 72Z"/>`,
  spinning: `<circle cx="25" cy="70" r="18" fill="none" stroke="#fff" stroke-width="6"/><circle cx="75" cy="70" r="18" fill="none" stroke="#fff" stroke-width="6"/><path d="M25 70 L45 40 L70 40 L75 70 M45 40 L40 28 M30 28 H50 M70 40 L66 26 H80" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  yoga: `<circle cx="50" cy="18" r="9"/><path d="M50 30 V62 M20 44 Q50 30 80 44 M22 84 Q50 58 78 84" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  crossfit: `<path d="M30 34 Q50 10 70 34" fill="none" stroke="#fff" stroke-width="7"/><path d="M22 40 H78 L72 90 H28Z"/><rect x="44" y="56" width="12" height="16" rx="2" fill="#0006"/>`,
  boxeo: `<path d="M30 30 Q30 12 52 12 Q76 12 76 38 V60 Q76 72 62 72 H40 Q30 72 30 62Z"/><rect x="34" y="74" width="38" height="16" rx="4"/><path d="M30 42 Q16 42 18 54 Q20 64 32 60" fill="none" stroke="#fff" stroke-width="7"/>`,
  pilates: `<circle cx="50" cy="62" r="26" fill="none" stroke="#fff" stroke-width="6"/><circle cx="30" cy="20" r="8"/><path d="M30 30 Q44 40 50 36 Q66 28 86 34" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  zumba: `<path d="M38 78 V24 L80 14 V66" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round"/><ellipse cx="30" cy="78" rx="12" ry="9"/><ellipse cx="72" cy="68" rx="12" ry="9"/>`,
  musculacion: `<rect x="6" y="34" width="10" height="32" rx="3"/><rect x="18" y="26" width="12" height="48" rx="3"/><rect x="70" y="26" width="12" height="48" rx="3"/><rect x="84" y="34" width="10" height="32" rx="3"/><rect x="30" y="46" width="40" height="8"/>`,
};

const activityColours: Record<string, [string, string]> = {
  funcional: ['#ff5a1f', '#7a1408'],
  spinning: ['#ffb400', '#b3261e'],
  yoga: ['#2bb3a3', '#123d63'],
  crossfit: ['#e63946', '#1d1d2c'],
  boxeo: ['#c1121f', '#3c0a0a'],
  pilates: ['#9b5de5', '#2d1b69'],
  zumba: ['#f15bb5', '#5f0f40'],
  musculacion: ['#4361ee', '#10153a'],
};

function activitySvg(slug: string, name: string): string {
  const [from, to] = activityColours[slug] ?? ['#ff5a1f', '#1d1d2c'];
  const icon = pictograms[slug] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${escapeXml(name)}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="500" fill="url(#g)"/>
    <circle cx="660" cy="90" r="180" fill="#fff" opacity="0.07"/><circle cx="120" cy="470" r="220" fill="#000" opacity="0.12"/>
    <path d="M0 420 L800 300 L800 500 L0 500Z" fill="#000" opacity="0.18"/>
    <g transform="translate(300 70) scale(2)" fill="#fff">${icon}</g>
    <text x="400" y="380" text-anchor="middle" ${font} font-size="64" font-weight="800" fill="#fff" letter-spacing="4">${escapeXml(name.toUpperCase())}</text>
    <text x="400" y="430" text-anchor="middle" ${font} font-size="22" fill="#fff" opacity="0.8" letter-spacing="6">POWER GYM</text>
  </svg>`;
}

const skinTones = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac', '#d9a066'];
const hairColours = ['#2b1b0e', '#4a2c17', '#0d0d0d', '#a0522d', '#3b2f2f', '#6b4226'];
const shirtColours = ['#ff5a1f', '#2bb3a3', '#9b5de5', '#c1121f', '#f15bb5', '#4361ee'];

function trainerSvg(index: number, name: string): string {
  const skin = pick(skinTones, index);
  const hair = pick(hairColours, index);
  const shirt = pick(shirtColours, index);
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
  // Even indexes get long hair: a little variety without photos.
  const longHair = index % 2 === 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeXml(name)}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d1d2c"/><stop offset="1" stop-color="${shirt}"/></linearGradient></defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    ${longHair ? `<path d="M120 190 Q110 80 200 78 Q290 80 280 190 L290 300 H110Z" fill="${hair}"/>` : ''}
    <path d="M70 400 Q80 290 200 285 Q320 290 330 400Z" fill="${shirt}"/>
    <path d="M170 262 H230 V300 Q200 320 170 300Z" fill="${skin}"/>
    <ellipse cx="200" cy="190" rx="70" ry="82" fill="${skin}"/>
    <path d="M130 175 Q128 100 200 100 Q272 100 270 175 Q250 130 200 135 Q150 130 130 175Z" fill="${hair}"/>
    <circle cx="175" cy="195" r="7" fill="#1d1d2c"/><circle cx="225" cy="195" r="7" fill="#1d1d2c"/>
    <path d="M178 232 Q200 248 222 232" fill="none" stroke="#1d1d2c" stroke-width="5" stroke-linecap="round"/>
    <circle cx="330" cy="70" r="40" fill="#fff" opacity="0.9"/>
    <text x="330" y="83" text-anchor="middle" ${font} font-size="34" font-weight="800" fill="#1d1d2c">${escapeXml(initials)}</text>
  </svg>`;
}

const recipeStyles: Record<string, { bg: string; food: string }> = {
  ensalada: {
    bg: '#2d6a4f',
    food: `<circle cx="-30" cy="-10" r="26" fill="#95d5b2"/><circle cx="20" cy="-20" r="22" fill="#52b788"/><circle cx="10" cy="20" r="16" fill="#e63946"/><circle cx="-20" cy="25" r="12" fill="#f4a261"/>`,
  },
  bowl: {
    bg: '#6a4c93',
    food: `<circle cx="-25" cy="-15" r="22" fill="#f4a261"/><circle cx="22" cy="-15" r="20" fill="#8ac926"/><circle cx="0" cy="20" r="22" fill="#ffca3a"/>`,
  },
  guiso: {
    bg: '#9c4221',
    food: `<circle r="58" fill="#c2571a"/><circle cx="-20" cy="-10" r="10" fill="#ffb703"/><circle cx="22" cy="8" r="9" fill="#fb8500"/><circle cx="0" cy="26" r="8" fill="#6b2e0e"/>`,
  },
  plato: {
    bg: '#bc6c25',
    food: `<ellipse cx="-10" cy="0" rx="40" ry="26" fill="#dda15e"/><circle cx="30" cy="20" r="14" fill="#f77f00"/><path d="M20 -30 q10 -10 20 0" stroke="#2d6a4f" stroke-width="6" fill="none"/>`,
  },
  tarta: {
    bg: '#8d6e63',
    food: `<circle r="56" fill="#e9c46a"/><circle r="44" fill="#588157"/><path d="M0 0 L56 0 A56 56 0 0 1 28 48Z" fill="#fff" opacity="0.25"/>`,
  },
  bebida: {
    bg: '#0077b6',
    food: `<path d="M-28 -50 H28 L20 55 H-20Z" fill="#90e0ef"/><path d="M-24 -10 H24 L20 55 H-20Z" fill="#52b788"/><rect x="6" y="-80" width="6" height="50" fill="#fff"/>`,
  },
  desayuno: {
    bg: '#f4a261',
    food: `<circle r="50" fill="#fefae0"/><circle cx="-15" cy="-10" r="10" fill="#d62828"/><circle cx="12" cy="5" r="9" fill="#6a4c93"/><circle cx="-5" cy="22" r="8" fill="#ffb703"/>`,
  },
  wok: {
    bg: '#d62828',
    food: `<circle cx="-25" cy="0" r="18" fill="#2d6a4f"/><rect x="0" y="-25" width="40" height="14" rx="6" fill="#f77f00"/><rect x="-10" y="15" width="45" height="14" rx="6" fill="#fefae0"/>`,
  },
  pescado: {
    bg: '#023e8a',
    food: `<path d="M-50 0 Q-10 -35 35 0 Q-10 35 -50 0Z" fill="#ffafcc"/><path d="M35 0 L60 -22 V22Z" fill="#ffafcc"/><circle cx="-30" cy="-5" r="4" fill="#1d1d2c"/>`,
  },
  sopa: {
    bg: '#e76f51',
    food: `<circle r="56" fill="#f4a261"/><path d="M-30 -10 q15 -12 30 0 q15 12 30 0" stroke="#fff" stroke-width="5" fill="none" opacity="0.7"/>`,
  },
  pasta: {
    bg: '#ca6702',
    food: `<circle r="52" fill="#ffd166"/><path d="M-40 0 q20 -30 40 0 q20 30 40 0 M-35 20 q20 -25 35 0 q20 25 35 0" stroke="#e9c46a" stroke-width="8" fill="none"/><circle cx="10" cy="-20" r="10" fill="#d62828"/>`,
  },
  arroz: {
    bg: '#588157',
    food: `<ellipse cx="0" cy="5" rx="52" ry="40" fill="#fefae0"/><circle cx="-18" cy="-5" r="8" fill="#f77f00"/><circle cx="15" cy="12" r="7" fill="#2d6a4f"/>`,
  },
  tacos: {
    bg: '#f77f00',
    food: `<path d="M-55 20 A55 55 0 0 1 55 20Z" fill="#ffd166"/><circle cx="-20" cy="5" r="9" fill="#d62828"/><circle cx="10" cy="0" r="9" fill="#52b788"/><circle cx="30" cy="10" r="7" fill="#1d1d2c"/>`,
  },
  hamburguesa: {
    bg: '#6f1d1b',
    food: `<path d="M-50 -5 Q0 -60 50 -5Z" fill="#e09f3e"/><rect x="-52" y="0" width="104" height="10" fill="#52b788"/><rect x="-50" y="12" width="100" height="16" rx="6" fill="#6f1d1b" stroke="#fff" stroke-width="2"/><rect x="-50" y="30" width="100" height="14" rx="6" fill="#e09f3e"/>`,
  },
  postre: {
    bg: '#7b2cbf',
    food: `<path d="M-45 40 L0 -50 L45 40Z" fill="#6f4518"/><path d="M-30 10 H30" stroke="#fefae0" stroke-width="6"/><circle cx="0" cy="-50" r="10" fill="#d62828"/>`,
  },
  pizza: {
    bg: '#9d0208',
    food: `<path d="M0 -60 L52 40 Q0 60 -52 40Z" fill="#ffd166"/><circle cx="-10" cy="0" r="9" fill="#d62828"/><circle cx="15" cy="25" r="9" fill="#d62828"/><circle cx="-20" cy="30" r="6" fill="#2d6a4f"/>`,
  },
  panificado: {
    bg: '#7f5539',
    food: `<ellipse cx="0" cy="10" rx="58" ry="36" fill="#ddb892"/><path d="M-30 -5 l15 20 M0 -10 l15 20 M30 -5 l15 20" stroke="#9c6644" stroke-width="6"/>`,
  },
};

function recipeSvg(title: string, category: string): string {
  const style = recipeStyles[category] ?? { bg: '#bc6c25', food: '' };
  const lines = wrap(title, 26, 2);
  const text = lines
    .map(
      (line, i) =>
        `<text x="300" y="${330 + i * 38}" text-anchor="middle" ${font} font-size="30" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 420" width="600" height="420" role="img" aria-label="${escapeXml(title)}">
    <rect width="600" height="420" fill="${style.bg}"/>
    <circle cx="520" cy="60" r="120" fill="#fff" opacity="0.08"/>
    <g transform="translate(300 160)"><circle r="100" fill="#fff"/><circle r="84" fill="#f1f1f1"/>${style.food}</g>
    <rect y="290" width="600" height="130" fill="#000" opacity="0.25"/>
    ${text}
  </svg>`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80" width="320" height="80" role="img" aria-label="Power Gym">
    <rect x="4" y="14" width="10" height="52" rx="3" fill="#ff5a1f"/><rect x="16" y="6" width="12" height="68" rx="3" fill="#ff5a1f"/>
    <rect x="28" y="36" width="36" height="8" fill="#ff5a1f"/>
    <rect x="64" y="6" width="12" height="68" rx="3" fill="#ff5a1f"/><rect x="78" y="14" width="10" height="52" rx="3" fill="#ff5a1f"/>
    <text x="100" y="54" ${font} font-size="36" font-weight="900" fill="currentColor" letter-spacing="2">POWER<tspan fill="#ff5a1f">GYM</tspan></text>
  </svg>`;
}

function heroSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700" width="1600" height="700" role="img" aria-label="Power Gym">
    <defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0f1a"/><stop offset="0.6" stop-color="#3a0d12"/><stop offset="1" stop-color="#ff5a1f"/></linearGradient></defs>
    <rect width="1600" height="700" fill="url(#h)"/>
    <path d="M0 560 L1600 340 L1600 700 L0 700Z" fill="#000" opacity="0.3"/>
    <path d="M1000 0 L1250 0 L900 700 L650 700Z" fill="#fff" opacity="0.05"/>
    <text x="800" y="360" text-anchor="middle" ${font} font-size="150" font-weight="900" fill="#fff" letter-spacing="10">POWER GYM</text>
    <text x="800" y="440" text-anchor="middle" ${font} font-size="42" fill="#ffb38a" letter-spacing="6">Entrená. Superate. Repetí.</text>
  </svg>`;
}

const data = loadSeedData();
for (const activity of data.activities) {
  write('activities', `${activity.slug}.svg`, activitySvg(activity.slug, activity.name));
}
data.trainers.forEach((trainer, index) => {
  write('trainers', `${trainer.slug}.svg`, trainerSvg(index, trainer.name));
});
for (const recipe of data.recipes) {
  write('recipes', basename(recipe.image), recipeSvg(recipe.title, recipe.category));
}
write('brand', 'logo.svg', logoSvg());
write('brand', 'hero.svg', heroSvg());
console.log(
  `Wrote ${data.activities.length} activity, ${data.trainers.length} trainer and ` +
    `${data.recipes.length} recipe images plus the brand logo and hero to ${mediaDir}`,
);
