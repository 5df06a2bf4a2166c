import { create } from 'qrcode';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** An SVG path drawing every dark module as a 1×1 square. */
  path: string;
}

/** Encodes `value` as a QR code (error correction M) and draws it as one SVG path. */
export function qrMatrix(value: string): QrMatrix {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (data[row * size + col]) path += `M${col} ${row}h1v1h-1z`;
    }
  }
  return { size, path };
}
