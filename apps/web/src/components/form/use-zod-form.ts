import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** A schema whose input is a record of form fields. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export type ZodFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;

/**
 * THE form hook: react-hook-form validated by a zod schema built from the contract's pieces.
 * Errors show once a field was left (or on submit) and follow every change after that; the values
 * the user typed are never reset by a failed validation or a refused submit.
 */
export function useZodForm<S extends FormSchema>(schema: S, options: ZodFormOptions<S> = {}): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    // zodResolver's overloads cannot follow a generic schema; the types line up for every zod 4 schema.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
}
