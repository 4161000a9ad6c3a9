#!/usr/bin/env bash
# `make start`: serves the portal. Speech-to-text needs a whisper model; when ASR_MODEL is unset this
# uses the default multilingual model (whisper-small: the most accurate one measured at RTF <= 0.5 with
# 4 threads, docs/models.md) in the models folder, fetching it first when the network allows it
# (ASR_FETCH_ON_START=0 turns the fetch off). An install that fetched the earlier default (whisper-base)
# keeps using it until whisper-small is there. Without a model the portal starts anyway and says so:
# every other service works, and /asr says it is not available.
set -euo pipefail
cd "$(dirname "$0")/.."

# The CLI; the script's test replaces it with a stand-in.
read -r -a zuban <<<"${ZUBAN_CLI:-npm run -s zuban --}"
default_model=whisper-small # the server names it too: DEFAULT_ASR_MODEL in server/src/speech/settings.ts
models_dir=${ASR_MODELS_DIR:-${DATA_DIR:-./data}/models}
model_file=$(realpath -m "$models_dir/ggml-small.bin")
earlier_file=$(realpath -m "$models_dir/ggml-base.bin")

# Whether the model host answers at all: a closed network fails here in seconds, not at a TCP timeout.
network_up() {
  timeout 10 bash -c 'exec 3<>/dev/tcp/huggingface.co/443' 2>/dev/null
}

# No default model to be had: the earlier default when it is here, else no speech-to-text.
without_default() {
  if [[ -f "$earlier_file" ]]; then
    echo "start: $1: serving speech-to-text with the whisper-base already in $models_dir" \
      "(the default is $default_model now: npm run zuban -- models fetch $default_model)"
    export ASR_MODEL=$earlier_file
  else
    echo "start: $1: starting without speech-to-text" \
      "(install it later with: npm run zuban -- models fetch $default_model)"
  fi
}

if [[ -n "${ASR_MODEL:-}" ]]; then
  :
elif [[ -f "$model_file" ]]; then
  export ASR_MODEL=$model_file
elif [[ "${ASR_FETCH_ON_START:-1}" =~ ^(0|false)$ ]]; then
  without_default "no $default_model model and ASR_FETCH_ON_START=0"
elif ! network_up; then
  without_default "no $default_model model and no network to fetch it"
# 30 minutes: whisper-small is about 490 MB.
elif timeout 1800 "${zuban[@]}" models fetch "$default_model" && [[ -f "$model_file" ]]; then
  echo "start: fetched $default_model into $model_file"
  export ASR_MODEL=$model_file
else
  without_default "could not fetch $default_model"
fi

exec "${zuban[@]}" serve
