import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass } from '../../../components/form/field-class';
import { Button } from '../../../components/ui/button';
import { toastError, toastSuccess } from '../admin-toast';
import { Section } from '../components/info-list';
import { settle } from '../settle';
import { useAddNote } from './api/add-note';

const NOTE_MAX = 2000;

export function AddNoteForm({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [note, setNote] = useState('');
  const save = useAddNote();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (!text) return;
    settle(save.mutateAsync({ id: applicationId, note: text }), {
      onSuccess: () => {
        setNote('');
        toastSuccess(t('admin.review.timeline.savedTitle'), t('admin.review.timeline.savedText'));
      },
      onError: () => toastError(t('admin.review.timeline.failedTitle'), t('admin.review.timeline.failedText')),
    });
  };

  return (
    <Section title={t('admin.review.timeline.addNote')}>
      <form className="grid gap-2" onSubmit={onSubmit}>
        <label htmlFor={`${id}-note`} className="text-sm font-medium">
          {t('admin.review.timeline.noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={`${fieldClass} py-2`}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending || note.trim() === ''}>
            {save.isPending ? t('admin.review.timeline.saving') : t('admin.review.timeline.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
