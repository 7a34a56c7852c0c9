import { FileSpreadsheet, FolderOpen, Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/file-checks';

/**
 * A CSV file chosen with the file picker or dropped onto the box around it. The picker is a real, labelled input, so
 * keyboards and screen readers choose with it; dropping is a shortcut for the mouse. Whatever the browser's input
 * would say beside it, the file taken is named below it.
 */
export function FileDropZone({
  file,
  disabled,
  describedBy,
  onFile,
}: {
  file: File | null;
  disabled: boolean;
  describedBy: string;
  onFile: (file: File) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isOver, setOver] = useState(false);

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(over);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is the mouse's shortcut to the labelled file input inside
    <div
      onDragEnter={(event) => onDrag(event, true)}
      onDragOver={(event) => onDrag(event, true)}
      onDragLeave={(event) => onDrag(event, false)}
      onDrop={onDrop}
      className={cn(
        'grid gap-3 rounded-lg border-2 border-dashed p-4',
        isOver ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <p className="flex items-center gap-2 text-sm text-slate-800">
        <Upload aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {t('admin.reference.importScreen.dropHint')}
      </p>
      <div>
        {/* The input itself stays for keyboards and screen readers; the browser's "No file chosen" beside it read
            wrong once a file was taken (the input is emptied after each choice), so the label is the visible button. */}
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Emptied, so choosing the same file again (after fixing it) is a change too.
            event.target.value = '';
            if (chosen) onFile(chosen);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            buttonClass('primary'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:bg-slate-400',
          )}
        >
          <FolderOpen aria-hidden="true" className="h-4 w-4" />
          {t('admin.reference.importScreen.fileLabel')}
        </label>
      </div>
      {file && (
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-900" data-testid="chosen-file">
          <FileSpreadsheet aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
          <span className="min-w-0 wrap-anywhere">
            {t('admin.reference.importScreen.chosen', { name: file.name, size: formatFileSize(file.size) })}
          </span>
        </p>
      )}
    </div>
  );
}
