import { useMemo } from 'react';
import * as styles from './qr-code.css';
import { qrMatrix } from './qrPath';

export interface QRCodeProps {
  /** The text or link to encode. */
  value: string;
  /** What the code is for, read by screen readers ("QR code to approve the sign-in on your phone"). */
  label: string;
  /** Width and height in px (default 192). */
  size?: number;
}

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const quiet = 4;

/** A QR code drawn as an SVG image with an accessible name. */
export function QRCode({ value, label, size = 192 }: QRCodeProps) {
  const matrix = useMemo(() => qrMatrix(value), [value]);
  const side = matrix.size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={styles.svg}
    >
      <path d={matrix.path} fill="currentColor" />
    </svg>
  );
}
