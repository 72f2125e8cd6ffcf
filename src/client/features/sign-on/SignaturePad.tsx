import { useEffect, useRef } from "react";

/** The size every signature is sent at, whatever the screen: small enough to store and send. */
const OUT_WIDTH = 600;
const OUT_HEIGHT = 240;

/**
 * A box to sign in with a finger, stylus or mouse (pointer events). After each stroke it reports
 * the drawing as a PNG data URL at a fixed size, or null once cleared.
 */
export function SignaturePad({
  id,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  onChange: (png: string | null) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // Drawn at the screen's own pixel density, so strokes are sharp on a phone.
    const ratio = window.devicePixelRatio || 1;
    el.width = Math.round(el.clientWidth * ratio);
    el.height = Math.round(el.clientHeight * ratio);
    const ctx = el.getContext("2d");
    if (!ctx) return;
    ctx.lineWidth = 2.5 * ratio;
    ctx.lineCap = "round";
    ctx.lineJoin = "round";
    ctx.strokeStyle = "#0f172a";
  }, []);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    const box = el.getBoundingClientRect();
    return [
      ((e.clientX - box.left) / box.width) * el.width,
      ((e.clientY - box.top) / box.height) * el.height,
    ] as const;
  };

  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const el = canvas.current;
    if (!el || !drawn.current) return;
    const out = document.createElement("canvas");
    out.width = OUT_WIDTH;
    out.height = OUT_HEIGHT;
    out.getContext("2d")?.drawImage(el, 0, 0, OUT_WIDTH, OUT_HEIGHT);
    onChange(out.toDataURL("image/png"));
  };

  const clear = () => {
    const el = canvas.current;
    el?.getContext("2d")?.clearRect(0, 0, el.width, el.height);
    drawn.current = false;
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <canvas
        ref={canvas}
        id={id}
        role="img"
        aria-label="Signature box: sign with your finger"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        data-testid="signature-pad"
        className={`aspect-[5/2] w-full touch-none rounded-md border-2 border-dashed bg-white ${invalid ? "border-red-500" : "border-slate-300"}`}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          const ctx = e.currentTarget.getContext("2d");
          const [x, y] = point(e);
          ctx?.beginPath();
          ctx?.moveTo(x, y);
          drawing.current = true;
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext("2d");
          const [x, y] = point(e);
          ctx?.lineTo(x, y);
          ctx?.stroke();
          drawn.current = true;
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <div>
        <button
          type="button"
          onClick={clear}
          className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          Clear signature
        </button>
      </div>
    </div>
  );
}
