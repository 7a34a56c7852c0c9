import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { Button } from '../ui/button';

interface DrawnSignatureProps {
  /** CSS pixels; the canvas is narrower on a phone that has less room. */
  width: number;
  height: number;
  /** A drawing made before (the customer went back and came again): shown when the canvas opens. */
  drawn?: string | null;
  /** The signature as a JPEG data URL, or null once cleared. */
  onChange: (dataUrl: string | null) => void;
}

/** White canvas, black 2 px pen, saved as a JPEG at quality 0.8 (spec 1 section 4 'Signature'). */
export function DrawnSignature({ width: cssWidth, height: cssHeight, drawn, onChange }: DrawnSignatureProps) {
  const { t } = useTranslation();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Only the drawing the canvas opens with: what is drawn afterwards lives on the pad.
  const drawnAtOpen = useRef(drawn);

  useEffect(() => {
    const canvas = canvasRef.current!;
    // signature_pad draws dots of radius `width`, so 1 gives the 2 px line.
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: 'rgb(0, 0, 0)',
      minWidth: 1,
      maxWidth: 1,
      dotSize: 1,
    });
    padRef.current = pad;
    let width = 0;
    // The canvas bitmap follows its CSS size times devicePixelRatio, so lines stay sharp; strokes are kept.
    const fit = () => {
      if (canvas.offsetWidth === width) return;
      width = canvas.offsetWidth;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = width * ratio;
      canvas.height = cssHeight * ratio;
      canvas.getContext('2d')!.scale(ratio, ratio);
      // The strokes again, and the drawing the canvas opened with.
      pad.redraw();
    };
    fit();
    if (drawnAtOpen.current) void pad.fromDataURL(drawnAtOpen.current);
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    const onEnd = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/jpeg', 0.8));
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [cssHeight]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {t('wizard.signature.drawLabel')}
      </p>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('wizard.signature.drawHint')}
      </p>
      <canvas
        ref={canvasRef}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        data-testid="signature-canvas"
        style={{ height: cssHeight, maxWidth: cssWidth }}
        className="block w-full cursor-crosshair rounded-lg border-2 border-dashed border-slate-400 bg-white"
      />
      <div>
        <Button variant="secondary" onClick={clear}>
          {t('wizard.signature.clear')}
        </Button>
      </div>
    </div>
  );
}
