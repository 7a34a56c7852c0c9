import type {
  ChangeComplexInput,
  ComplexRecord,
  ComplexUnitsAnswer,
  CreateComplexInput,
  UnitInput,
  UnitRecord,
} from '@protea/shared/schemas/reference-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ReferenceQuery, useReferencePage } from './get-reference-page';
import { referenceKeys, refreshRegisters } from './reference-keys';

export type ComplexStatus = 'active' | 'inactive' | 'all';

const complexPath = (id: number) => `/admin/reference/complexes/${id}`;

export const useComplexPage = (query: ReferenceQuery<ComplexStatus>) =>
  useReferencePage<ComplexRecord, ComplexStatus>('/admin/reference/complexes', referenceKeys.complexPage, query);

export const useComplexUnits = (id: number) =>
  useQuery({
    queryKey: referenceKeys.complex(id),
    queryFn: ({ signal }) => apiRequest<ComplexUnitsAnswer>(complexPath(id), { signal }),
  });

/** A change to the premises register; every page of it is read again afterwards, whether it worked or not. */
function useRegisterChange<TInput, TData>(mutationFn: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => refreshRegisters(queryClient) });
}

export const useCreateComplex = () =>
  useRegisterChange((input: CreateComplexInput) =>
    apiRequest<ComplexRecord>('/admin/reference/complexes', { method: 'POST', body: input }),
  );

export const useChangeComplex = () =>
  useRegisterChange(({ id, input }: { id: number; input: ChangeComplexInput }) =>
    apiRequest<ComplexRecord>(complexPath(id), { method: 'PATCH', body: input }),
  );

export const useAddUnit = () =>
  useRegisterChange(({ complexId, input }: { complexId: number; input: UnitInput }) =>
    apiRequest<UnitRecord>(`${complexPath(complexId)}/units`, { method: 'POST', body: input }),
  );

export const useChangeUnit = () =>
  useRegisterChange(({ complexId, unitId, input }: { complexId: number; unitId: number; input: UnitInput }) =>
    apiRequest<UnitRecord>(`${complexPath(complexId)}/units/${unitId}`, { method: 'PATCH', body: input }),
  );
