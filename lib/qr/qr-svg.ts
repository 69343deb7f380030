import "server-only";
// QR codes as inline SVG: a link's poster in the dashboard, a ticket on its receipt and
// in e-mails. Drawn on the server, so a page shows them without JavaScript; no third-party service.
import QRCode from "qrcode";

/** An SVG document of `text` as a QR code (error correction M: survives a crease in a printout). */
export async function qrSvg(text: string, opts: { size?: number; margin?: number } = {}): Promise<string> {
  return QRCode.toString(text, { type: "svg", errorCorrectionLevel: "M", margin: opts.margin ?? 2, width: opts.size ?? 200 });
}
