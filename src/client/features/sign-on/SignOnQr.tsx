import { useEffect, useState } from "react";

/** The QR code of a crew sign-on link, drawn in the browser (the library loads only when one is shown). */
export function SignOnQr({ url, size }: { url: string; size: number }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      // Drawn at twice the size shown, so it stays sharp on a phone and on paper.
      .then(({ default: QRCode }) => QRCode.toDataURL(url, { margin: 1, width: size * 2 }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [url, size]);
  return qr ? (
    <img
      src={qr}
      alt="QR code of the sign-on link"
      width={size}
      height={size}
      // As large as asked, never wider than the screen: a 360 px phone shows the poster's code whole.
      className="aspect-square h-auto w-full bg-white"
      style={{ maxWidth: size }}
    />
  ) : null;
}
