#!/usr/bin/env bash
# Makes the simulator's short Ogg Opus call recordings from scripts/fixtures/calls/conversations.json:
# each turn spoken by espeak-ng (the caller a little lower and slower), joined with sox, encoded
# with opusenc at a low speech bitrate so the committed files stay small. Needs espeak-ng, sox,
# opusenc and node.
set -euo pipefail
cd "$(dirname "$0")/fixtures/calls"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

node -e '
  const calls = JSON.parse(require("fs").readFileSync("conversations.json", "utf8"));
  for (const c of calls) c.turns.forEach((t, i) => console.log([c.name, c.voice, i, t.role, t.text].join("\t")));
' | while IFS=$'\t' read -r name voice index role text; do
  if [ "$role" = "user" ]; then pitch=35; speed=150; else pitch=55; speed=165; fi
  espeak-ng -v "$voice" -p "$pitch" -s "$speed" -w "$work/$name-$(printf %02d "$index").wav" "$text"
done

for name in $(node -e 'for (const c of JSON.parse(require("fs").readFileSync("conversations.json","utf8"))) console.log(c.name)'); do
  sox "$work/$name"-*.wav -r 16000 -c 1 "$work/$name.wav"
  opusenc --quiet --bitrate 12 --comment "title=HotelVoice sample call $name" "$work/$name.wav" "$name.ogg"
done
ls -l ./*.ogg
