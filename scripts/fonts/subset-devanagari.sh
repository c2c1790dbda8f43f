#!/usr/bin/env bash
# Makes the web fonts of the Hindi pages (public/fonts/noto-sans-devanagari-{400,700}.woff2) from
# the Noto Sans Devanagari files the PDFs embed: only the Devanagari block, the joiners (which
# conjuncts need), the rupee sign and the dotted circle, with every OpenType layout feature kept
# so the browser still shapes conjuncts and matras. A maintainer's step, not part of start or
# test: the results are committed. Needs fonttools with Brotli (Debian: fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/../.."
for pair in Regular:400 Bold:700; do
  pyftsubset "lib/server/pdf/fonts/NotoSansDevanagari-${pair%%:*}.ttf" \
    --unicodes='U+0900-097F,U+200C-200D,U+20B9,U+25CC' \
    --layout-features='*' --flavor=woff2 \
    --output-file="public/fonts/noto-sans-devanagari-${pair##*:}.woff2"
done
cp lib/server/pdf/fonts/OFL.txt public/fonts/OFL.txt
