import QRCode from 'qrcode';

/** A QR code of the text as an SVG image for the page to show, 200 px wide with a margin of `margin` modules. */
export function qrSvg(text: string, margin: number): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin, width: 200 });
}
