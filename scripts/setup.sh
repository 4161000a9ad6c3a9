#!/usr/bin/env bash
# Installs what is missing: Debian packages (apt-get) and node modules (npm ci). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
while read -r pkg; do
  [[ -z "$pkg" || "$pkg" == \#* ]] && continue
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done < scripts/apt-packages.txt

if ((${#missing[@]})); then
  echo "setup: installing Debian packages: ${missing[*]}"
  SUDO=""
  [[ $(id -u) -ne 0 ]] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# npm ci only when the lock file changed since the last install (it rebuilds better-sqlite3: ~2 min).
stamp=node_modules/.zuban-lock-hash
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
  echo "setup: npm ci"
  npm ci --no-fund --no-audit
  echo "$want" > "$stamp"
fi

# whisper.cpp for speech-to-text, built once from the sources in the nodejs-whisper npm package.
bash engines/asr/native/build-whisper.sh
