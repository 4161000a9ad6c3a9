#!/usr/bin/env bash
# Turns a training checkpoint into the committed model: float -> 8-bit integer weights (the
# "fast" format Debian's urd model uses: ~1.4 MB instead of ~8 MB), with the stock model's
# unicharset, recoder and word lists.
#
# usage: engines/ocr/training/finish.sh CHECKPOINT [OUT.traineddata]
#   CHECKPOINT: WORK_DIR/ckpt/urd_nastaliq_checkpoint (the latest) or one of the
#   urd_nastaliq_<error>_<iteration>_<iteration>.checkpoint files train.sh wrote on each new best.
set -euo pipefail
checkpoint=${1:?usage: finish.sh CHECKPOINT [OUT.traineddata]}
here=$(cd "$(dirname "$0")" && pwd)
out=${2:-$here/../data/urd_nastaliq.traineddata}
stock=${STOCK_TRAINEDDATA:-/usr/share/tesseract-ocr/5/tessdata/urd.traineddata}
mkdir -p "$(dirname "$out")"
OMP_THREAD_LIMIT=1 lstmtraining --stop_training --convert_to_int \
  --continue_from "$checkpoint" --traineddata "$stock" --model_output "$out"
ls -l "$out"
