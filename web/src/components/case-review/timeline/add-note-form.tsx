import { zodResolver } from '@hookform/resolvers/zod';
import { noteSchema } from '@protea/shared/schemas/admin-application-detail';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toastError, toastSuccess } from '../../../lib/admin/admin-toast';
import { settle } from '../../../lib/admin/settle';
import { Section } from '../../admin/info-list';
import { TextareaField } from '../../form/textarea-field';
import { Button } from '../../ui/button';
import type { AdminCaseKind } from '../case-kind';
import { useAddNote } from './api/add-note';

const NOTE_MAX = 2000;

type NoteForm = z.input<typeof noteSchema>;

export function AddNoteForm({ kind, caseId }: { kind: AdminCaseKind; caseId: string }) {
  const { t } = useTranslation();
  const save = useAddNote(kind);
  const form = useForm<NoteForm, unknown, z.output<typeof noteSchema>>({
    resolver: zodResolver(noteSchema),
    defaultValues: { note: '' },
  });
  const isBlank = form.watch('note').trim() === '';

  const onValid = ({ note }: z.output<typeof noteSchema>) =>
    settle(save.mutateAsync({ id: caseId, note }), {
      onSuccess: () => {
        form.reset();
        toastSuccess(t('admin.review.timeline.savedTitle'), t('admin.review.timeline.savedText'));
      },
      onError: () => toastError(t('admin.review.timeline.failedTitle'), t('admin.review.timeline.failedText')),
    });

  return (
    <Section title={t('admin.review.timeline.addNote')}>
      <FormProvider {...form}>
        <form className="grid gap-2" onSubmit={form.handleSubmit(onValid)} noValidate>
          <TextareaField<NoteForm>
            name="note"
            label={t('admin.review.timeline.noteLabel')}
            rows={3}
            maxLength={NOTE_MAX}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending || isBlank}>
              {save.isPending ? t('admin.review.timeline.saving') : t('admin.review.timeline.save')}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Section>
  );
}
