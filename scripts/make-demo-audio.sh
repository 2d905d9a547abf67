#!/usr/bin/env bash
# Makes the landing page's demo call: every scripted turn is spoken by espeak-ng (one voice for
# the assistant, another for the guest), the segments are joined with short pauses by sox and
# encoded by lame as a small mono mp3. The turn start times written beside it (JSON for the
# transcript reveal, WebVTT captions for the audio element) are measured from the generated
# segments, so both stay in step with the audio.
#
# Needs: espeak-ng, sox (with soxi), lame, jq, bc.   Run: bash scripts/make-demo-audio.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out_dir="$root/web/public/demo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

assistant_voice='en-us+f3'
guest_voice='en-gb+m3'
rate=22050
gap=0.6

# role|text: a room booking that ends with the complimentary-breakfast question (spec §2).
turns=(
  "assistant|Good evening, thank you for calling Harbor View Hotel. This is Aria, your virtual front desk assistant. How can I help you tonight?"
  "user|Hi Aria. I'd like to book a room for this coming weekend, please."
  "assistant|Of course. Which nights would you like to stay, and how many guests will there be?"
  "user|Friday and Saturday night. It's just me and my wife."
  "assistant|Lovely. For two guests on Friday and Saturday, I have a king room with a harbor view at one hundred and eighty nine dollars a night, or a queen room facing the garden at one hundred and fifty nine."
  "user|The harbor view sounds perfect. We'll take the king room."
  "assistant|Great choice. May I have the name for the reservation and a phone number we can reach you on?"
  "user|Sure, it's James Carter, and my number is five five five, zero one nine, two two seven four."
  "assistant|Thank you, Mr. Carter. You're booked in a king room with a harbor view for Friday and Saturday night, for two guests. Check in is from three in the afternoon, and check out is at eleven."
  "user|Wonderful, thank you."
  "assistant|You're very welcome. One last thing: would you like to add our complimentary breakfast to your stay?"
)

# 75.25 -> 00:01:15.250
vtt_time() { awk -v t="$1" 'BEGIN { ms = int(t * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", ms / 3600000, (ms / 60000) % 60, (ms / 1000) % 60, ms % 1000 }'; }

concat=()
json_turns=()
vtt="WEBVTT"$'\n'
start=0
i=0
for turn in "${turns[@]}"; do
  role="${turn%%|*}"
  text="${turn#*|}"
  voice="$assistant_voice"
  [[ "$role" == user ]] && voice="$guest_voice"
  raw="$work/raw-$i.wav"
  seg="$work/seg-$i.wav"
  espeak-ng -v "$voice" -s 165 -w "$raw" "$text"
  # Same format for every segment, then a pause after it.
  sox "$raw" -r "$rate" -c 1 -b 16 "$seg" pad 0 "$gap"
  json_turns+=("$(jq -n --arg role "$role" --arg text "$text" --argjson start "$start" \
    '{role: $role, text: $text, start: ($start * 10 | round / 10)}')")
  speaker='Aria'
  [[ "$role" == user ]] && speaker='Guest'
  spoken_end="$(echo "$start + $(soxi -D "$raw")" | bc -l)"
  vtt+=$'\n'"$(vtt_time "$start") --> $(vtt_time "$spoken_end")"$'\n'"<v $speaker>$text"$'\n'
  start="$(echo "$start + $(soxi -D "$seg")" | bc -l)"
  concat+=("$seg")
  i=$((i + 1))
done

sox "${concat[@]}" "$work/call.wav"
lame --quiet -m m -b 32 --resample 22.05 "$work/call.wav" "$out_dir/demo-call.mp3"
duration="$(soxi -D "$work/call.wav")"
printf '%s\n' "${json_turns[@]}" |
  jq -s --argjson duration "$duration" \
    '{assistantName: "Aria", duration: ($duration * 10 | round / 10), turns: .}' >"$out_dir/demo-call.json"

printf '%s' "$vtt" >"$out_dir/demo-call.vtt"

echo "wrote web/public/demo/demo-call.mp3 ($(du -h "$out_dir/demo-call.mp3" | cut -f1), ${duration%.*} s) demo-call.json and demo-call.vtt"
