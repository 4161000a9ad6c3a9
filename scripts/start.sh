#!/usr/bin/env bash
# `make start`: serves the portal. Speech-to-text needs a whisper model; when ASR_MODEL is unset this
# uses the default multilingual model (whisper-base) in the models folder, fetching it first when the
# network allows it (ASR_FETCH_ON_START=0 turns the fetch off). Without a model the portal starts
# anyway and says so: every other service works, and /asr says it is not available.
set -euo pipefail
cd "$(dirname "$0")/.."

# The CLI; the script's test replaces it with a stand-in.
read -r -a zuban <<<"${ZUBAN_CLI:-npm run -s zuban --}"
default_model=whisper-base
models_dir=${ASR_MODELS_DIR:-${DATA_DIR:-./data}/models}
model_file=$(realpath -m "$models_dir/ggml-base.bin")

# Whether the model host answers at all: a closed network fails here in seconds, not at a TCP timeout.
network_up() {
  timeout 10 bash -c 'exec 3<>/dev/tcp/huggingface.co/443' 2>/dev/null
}

if [[ -n "${ASR_MODEL:-}" ]]; then
  :
elif [[ -f "$model_file" ]]; then
  export ASR_MODEL=$model_file
elif [[ "${ASR_FETCH_ON_START:-1}" =~ ^(0|false)$ ]]; then
  echo "start: no speech-to-text model and ASR_FETCH_ON_START=0: starting without speech-to-text" \
    "(install one with: npm run zuban -- models fetch $default_model)"
elif ! network_up; then
  echo "start: no speech-to-text model and no network to fetch $default_model: starting without" \
    "speech-to-text (install it later with: npm run zuban -- models fetch $default_model)"
elif timeout 900 "${zuban[@]}" models fetch "$default_model" && [[ -f "$model_file" ]]; then
  echo "start: fetched $default_model into $model_file"
  export ASR_MODEL=$model_file
else
  echo "start: could not fetch $default_model: starting without speech-to-text" \
    "(install it later with: npm run zuban -- models fetch $default_model)"
fi

exec "${zuban[@]}" serve
