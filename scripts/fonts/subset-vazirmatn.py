#!/usr/bin/env python3
# Cuts Vazirmatn's non-Latin variable font (the vazirmatn package) in two by Unicode range
# (decision 034): the Persian face every page preloads (Persian letters, digits and punctuation),
# and the rest of its characters (Arabic-only and other letters, Arabic-Indic digits, presentation
# forms), which a browser downloads only for a page that shows one of them. Both keep the weights
# the app uses, 400 to 900 (the wght axis cut to that range: the thin and light masters' deltas
# were a quarter of the Persian face), and every layout feature. The output is committed; run
# again after a vazirmatn upgrade, and put the printed unicode-range lines into panda.config.ts:
#   apt-get install python3-fonttools python3-brotli && /usr/bin/python3 scripts/fonts/subset-vazirmatn.py
import os
import subprocess
import sys

from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SOURCE = os.path.join(ROOT, 'node_modules/vazirmatn/misc/Non-Latin/fonts/webfonts/Vazirmatn-NL[wght].woff2')
OUT = os.path.join(ROOT, 'src/theme/fonts')

# The app's weights: normal 400 to black 900 (src/theme/tokens.ts; nothing asks for thin or light).
# Keep panda.config.ts's fontWeight '400 900' in step.
WEIGHTS = (400, 900)

# Persian text: the letters of the Persian alphabet (with Arabic ي/ك/ة and hamza forms, which
# Persian text often carries), the harakat, tatweel, Persian digits and punctuation; and everything
# the font has outside the Arabic blocks (spaces, ZWNJ, «», ×, dashes).
PERSIAN = (
    [0x060C, 0x061B, 0x061F, 0x0670, 0x067E, 0x0686, 0x0698, 0x06A9, 0x06AF, 0x06C0, 0x06CC]
    + list(range(0x0621, 0x063B))
    + list(range(0x0640, 0x0656))
    + list(range(0x066A, 0x066D))
    + list(range(0x06F0, 0x06FA))
)


def is_arabic(cp):
    return 0x0600 <= cp <= 0x08FF or 0xFB50 <= cp <= 0xFDFF or 0xFE70 <= cp <= 0xFEFF


def ranges(cps):
    cps = sorted(cps)
    out, start, prev = [], cps[0], cps[0]
    for cp in cps[1:] + [None]:
        if cp is not None and cp == prev + 1:
            prev = cp
            continue
        out.append(f'U+{start:04X}' if start == prev else f'U+{start:04X}-{prev:04X}')
        if cp is not None:
            start = prev = cp
    return ', '.join(out)


def subset(name, cps):
    target = os.path.join(OUT, name)
    unicodes = ','.join(f'{cp:04X}' for cp in sorted(cps))
    subprocess.run(
        [sys.executable, '-m', 'fontTools.subset', SOURCE, f'--unicodes={unicodes}', "--layout-features=*",
         '--flavor=woff2', f'--output-file={target}'],
        check=True,
    )
    font = instancer.instantiateVariableFont(TTFont(target), {'wght': WEIGHTS})
    font.flavor = 'woff2'
    font.save(target)
    print(f'{name}: {os.path.getsize(target)} bytes\n  unicodeRange: \'{ranges(cps)}\'')


cmap = set(TTFont(SOURCE).getBestCmap())
persian = {cp for cp in cmap if not is_arabic(cp)} | (cmap & set(PERSIAN))
subset('Vazirmatn-fa[wght].woff2', persian)
subset('Vazirmatn-ar[wght].woff2', cmap - persian)
