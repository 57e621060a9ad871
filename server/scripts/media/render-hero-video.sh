#!/bin/sh
# Renders server/public/media/video/hero.mp4: a 5 s abstract brand loop (no audio, H.264,
# +faststart so browsers start playing before the download ends). Needs ffmpeg
# (apt-get install -y ffmpeg); the output file is committed, ffmpeg is not a dependency.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
out="$here/../../public/media/video/hero.mp4"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
light=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
mkdir -p "$(dirname "$out")"

# Moving gradient + a sweeping light bar + pulsing title; sin(2*PI*t/5) makes it loop at 5 s.
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "gradients=s=640x360:d=5:r=25:c0=0x0b0f1a:c1=0x3a0d12:c2=0x12213f:c3=0x5c1a10:nb_colors=4:speed=0.02:type=radial" \
  -filter_complex "
    [0:v]format=yuv420p,
    drawbox=x='mod(t*160,800)-160':y=0:w=60:h=360:color=0xff5a1f@0.18:t=fill,
    drawbox=x=0:y=300:w='640*t/5':h=4:color=0xff5a1f@0.9:t=fill,
    drawtext=fontfile=$font:text='POWER GYM':fontsize='64+6*sin(2*PI*t/5)':fontcolor=white:x=(w-text_w)/2:y=(h-text_h)/2-20:shadowcolor=black@0.6:shadowx=3:shadowy=3,
    drawtext=fontfile=$light:text='Entrená. Superate. Repetí.':fontsize=24:fontcolor=0xffb38a:x=(w-text_w)/2:y=(h/2)+40:alpha='0.6+0.4*sin(2*PI*t/5)'
  " \
  -c:v libx264 -preset slow -crf 30 -profile:v main -pix_fmt yuv420p -g 50 \
  -movflags +faststart -an -t 5 "$out"
ls -l "$out"
