#!/usr/bin/env python3
"""Turns an integer ("fast") Tesseract LSTM model into a float one that lstmtraining can fine-tune.

Debian's urd.traineddata carries only the 8-bit integer network, and lstmtraining refuses to continue
from an integer model. Each int8 weight row was made from float weights as round(w / s) with
s = max|w| / 127, and s is stored beside it, so w ~= int8 * s: close enough to start fine-tuning.
The walk below mirrors Tesseract 5.3's Network/WeightMatrix serialisation (network.cpp, plumbing.cpp,
lstm.cpp, weightmatrix.cpp, matrix.h); the parse must consume the component exactly, which checks it.

usage: int-to-float.py IN.lstm OUT.lstm [LR_SCALE] [INPUT_HEIGHT]
LR_SCALE (default 1) multiplies the stored learning rates: the stock rates are for training from
scratch and wreck the model within a few hundred iterations of fine-tuning.
INPUT_HEIGHT (default: keep) sets the height lines are scaled to before the network. No weight
depends on it (3x3 convolution, 3x3 max-pool, then an LSTM that runs down the columns and keeps its
last output), so the stock 48 px network can be fine-tuned to read taller, more detailed lines.
"""
import re
import struct
import sys

INT8_FLAG, ADAM_FLAG, DOUBLE_FLAG = 1, 4, 128
NF_LAYER_SPECIFIC_LR = 64
TF_INT_MODE = 1
LR_SCALE = float(sys.argv[3]) if len(sys.argv) > 3 else 1.0
INPUT_HEIGHT = int(sys.argv[4]) if len(sys.argv) > 4 else None
PLUMBING = {"Parallel", "Replicated", "ParBidiLSTM", "DepParUDLSTM", "Par2dLSTM", "Series",
            "RTLReversed", "TTBReversed", "XYTranspose"}
LSTM_TYPES = {"LSTM", "SummLSTM", "LSTMSoftmax", "LSTMBinarySoftmax"}
FULLY = {"Logistic", "LinLogistic", "LinTanh", "Tanh", "Relu", "Linear", "Softmax", "SoftmaxNoCTC"}


class Reader:
    def __init__(self, data):
        self.data, self.pos = data, 0

    def take(self, n):
        chunk = self.data[self.pos:self.pos + n]
        if len(chunk) != n:
            raise ValueError("model ends early")
        self.pos += n
        return chunk

    def unpack(self, fmt):
        return struct.unpack("<" + fmt, self.take(struct.calcsize("<" + fmt)))


def convert_weights(r, out, stats):
    (mode,) = r.unpack("B")
    if not mode & INT8_FLAG:
        raise ValueError("already a float weight matrix")
    dim1, dim2 = r.unpack("II")
    r.take(1)  # empty_ element
    ints = r.unpack(f"{dim1 * dim2}b")
    if mode & DOUBLE_FLAG:
        (count,) = r.unpack("I")
        scales = r.unpack(f"{count}d")  # already max|w|/127 per row
    else:
        (count,) = r.unpack("i")
        scales = [s * 127 for s in r.unpack(f"{count}f")]
    floats = [ints[i * dim2 + j] * scales[i] for i in range(dim1) for j in range(dim2)]
    out += struct.pack("<B", (mode & ADAM_FLAG) | DOUBLE_FLAG)
    out += struct.pack("<II", dim1, dim2) + struct.pack("<d", 0.0)
    out += struct.pack(f"<{len(floats)}d", *floats)
    stats.append((dim1, dim2))
    return dim1


def convert_network(r, out, stats, top=True):
    start = r.pos
    (marker,) = r.unpack("b")
    if marker != 0:
        raise ValueError("old numeric layer type not supported")
    (name_len,) = r.unpack("I")
    type_name = r.take(name_len).decode()
    r.take(2)  # training_, needs_to_backprop_
    flags, ni, no, _num_weights = r.unpack("Iiii")
    (label_len,) = r.unpack("I")
    r.take(label_len)
    header = bytearray(r.data[start:r.pos])
    if INPUT_HEIGHT and (top or type_name == "Input"):
        # The Input layer and the outermost Series carry the input height as their ni.
        struct.pack_into("<i", header, 1 + 4 + name_len + 2 + 4, INPUT_HEIGHT)
    out += header
    if type_name == "Input":
        batch, height, width, depth, loss = r.unpack("5i")
        out += struct.pack("<5i", batch, INPUT_HEIGHT or height, width, depth, loss)
    elif type_name in ("Convolve", "Maxpool", "Reconfig"):
        out += r.take(8)  # half_x/half_y or x_scale/y_scale
    elif type_name in PLUMBING:
        (size,) = r.unpack("I")
        out += struct.pack("<I", size)
        for _ in range(size):
            convert_network(r, out, stats, False)
        if flags & NF_LAYER_SPECIFIC_LR:
            (count,) = r.unpack("I")
            rates = [rate * LR_SCALE for rate in r.unpack(f"{count}f")]
            print(f"{type_name} layer learning rates x{LR_SCALE}: {', '.join(f'{x:.2e}' for x in rates)}")
            out += struct.pack("<I", count) + struct.pack(f"<{count}f", *rates)
    elif type_name in LSTM_TYPES:
        (na,) = r.unpack("i")
        out += struct.pack("<i", na)
        nf = no if type_name == "LSTMSoftmax" else (
            (no - 1).bit_length() if type_name == "LSTMBinarySoftmax" else 0)
        ns = convert_weights(r, out, stats)  # CI
        is_2d = na - nf == ni + 2 * ns
        for _ in range(3 + (1 if is_2d else 0)):  # GI, GF1, GO (, GFS)
            convert_weights(r, out, stats)
        if nf:
            convert_network(r, out, stats, False)
    elif type_name in FULLY:
        convert_weights(r, out, stats)
    else:
        raise ValueError(f"unsupported layer {type_name}")
    return type_name


def main(src, dst):
    r = Reader(open(src, "rb").read())
    out = bytearray()
    stats = []
    convert_network(r, out, stats)
    (spec_len,) = r.unpack("I")
    spec = r.take(spec_len)
    if INPUT_HEIGHT:
        spec = re.sub(rb"^\[1,\d+,", f"[1,{INPUT_HEIGHT},".encode(), spec)
    out += struct.pack("<I", len(spec)) + spec
    (training_flags,) = r.unpack("i")
    out += struct.pack("<i", training_flags & ~TF_INT_MODE)
    rest = r.data[r.pos:]
    if len(rest) != 4 * 3 + 4 * 3:  # 3 ints (iterations, null char) + 3 floats (adam, lr, momentum)
        raise ValueError(f"unexpected tail of {len(rest)} bytes")
    adam_beta, learning_rate, momentum = struct.unpack("<3f", rest[12:])
    print(f"adam beta {adam_beta}, learning rate {learning_rate} x{LR_SCALE}, momentum {momentum}")
    out += rest[:12] + struct.pack("<3f", adam_beta, learning_rate * LR_SCALE, momentum)
    open(dst, "wb").write(out)
    print(f"network {spec.decode()}: {len(stats)} weight matrices made float; flags {training_flags}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
