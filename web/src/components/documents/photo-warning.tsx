import type { PhotoProblem } from '@protea/shared/constants';
import { Camera, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import type { DocumentSlotTexts } from './document-slot-texts';

interface PhotoWarningProps {
  problems: PhotoProblem[];
  texts: DocumentSlotTexts;
  onRetake: () => void;
  onKeep: () => void;
}

/** What the quality check saw in the photo just uploaded (too dark, blurry): take it again, or keep it. */
export function PhotoWarning({ problems, texts, onRetake, onKeep }: PhotoWarningProps) {
  const { t } = useTranslation();
  const isDark = problems.includes('dark');
  const isBlurry = problems.includes('blurry');
  const looks = isDark && isBlurry ? texts.photoDarkBlurry : isDark ? texts.photoDark : texts.photoBlurry;
  return (
    <div
      className="grid gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950"
      data-testid="photo-warning"
    >
      <p role="alert" className="flex items-start gap-2 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <span>
          <strong className="font-semibold">{t(looks)}</strong> {t(texts.photoAdvice)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onRetake}>
          <Camera aria-hidden="true" className="h-4 w-4" />
          {t(texts.retakePhoto)}
        </Button>
        <Button variant="secondary" onClick={onKeep}>
          {t(texts.keepPhoto)}
        </Button>
      </div>
    </div>
  );
}
