#!/usr/bin/env bash
# Fine-tunes Debian's urd LSTM model on the lines made by make-training-set.ts.
#
# usage: engines/ocr/training/train.sh WORK_DIR [MINUTES]
#   WORK_DIR holds lines/*.lstmf (from make-training-set.ts); checkpoints go to WORK_DIR/ckpt.
#   MINUTES (default 60) is the wall-clock budget. Training runs in rounds of ROUND_MINUTES
#   (default 10) so that samples rendered meanwhile join the next round; each round resumes from
#   the last checkpoint. Run it under `nice -n 19`; it sets OMP_THREAD_LIMIT=1 itself.
#   LR_SCALE (default 0.5) scales the stock model's stored learning rates for fine-tuning.
# Then finish.sh picks the checkpoint and writes engines/ocr/data/urd_nastaliq.traineddata.
set -euo pipefail
work=${1:?usage: train.sh WORK_DIR [MINUTES]}
minutes=${2:-60}
round_minutes=${ROUND_MINUTES:-10}
here=$(cd "$(dirname "$0")" && pwd)
stock=${STOCK_TRAINEDDATA:-/usr/share/tesseract-ocr/5/tessdata/urd.traineddata}
export OMP_THREAD_LIMIT=1

#   START_FROM (optional) is an integer .traineddata to continue from instead of the stock model,
#   e.g. our committed engines/ocr/data/urd_nastaliq.traineddata; its stored learning rates are
#   already the fine-tuning ones, so LR_SCALE then defaults to 1.
start=${START_FROM:-$stock}
lr_scale=${LR_SCALE:-$([ -n "${START_FROM:-}" ] && echo 1 || echo 0.5)}
#   INPUT_HEIGHT (optional) changes the height the network scales each line to (stock: 48 px);
#   the weights carry over unchanged (see int-to-float.py), the training adapts them.

mkdir -p "$work/base" "$work/ckpt"
if [ ! -f "$work/base/urd-float.lstm" ]; then
  combine_tessdata -u "$start" "$work/base/urd." >/dev/null
  # The Debian model is integer-only; lstmtraining can only continue from float weights.
  python3 "$here/int-to-float.py" "$work/base/urd.lstm" "$work/base/urd-float.lstm" "$lr_scale" ${INPUT_HEIGHT:+"$INPUT_HEIGHT"}
fi

deadline=$(( $(date +%s) + minutes * 60 ))
round=0
while [ "$(date +%s)" -lt "$deadline" ]; do
  round=$((round + 1))
  find "$work/lines/" -name '*.lstmf' | sort > "$work/train.list"
  left=$(( deadline - $(date +%s) ))
  budget=$(( round_minutes * 60 < left ? round_minutes * 60 : left ))
  echo "round $round: $(wc -l < "$work/train.list") samples, ${budget}s, $(date -u +%H:%M:%S)"
  # timeout ends a round; lstmtraining checkpoints every 100 iterations, so little is lost.
  timeout "$budget" lstmtraining \
    --continue_from "$work/base/urd-float.lstm" \
    --traineddata "$stock" \
    --model_output "$work/ckpt/urd_nastaliq" \
    --train_listfile "$work/train.list" \
    --max_iterations 1000000 \
    --target_error_rate 0.005 \
    --debug_interval 0 || true
done
echo "training done $(date -u +%H:%M:%S)"
