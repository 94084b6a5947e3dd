import { useEffect, useLayoutEffect } from 'react';
import { addStyle } from '../../ui/style.ts';
import { useSignals } from '@preact/signals-react/runtime';
import type { FormHost } from '../chunks/form.ts';
import type { SectionForms } from '../section/forms.ts';

/** What a form's place uses of its section, and the form in it. */
export type FormSlotHost = Pick<SectionForms, 'form' | 'loadForm'> & FormHost;

/**
 * Where an open form goes: the form's code loads on first use, and until it
 * arrives the slot is an empty, busy placeholder carrying the id the
 * disclosure button points at (unstyled: the form's look comes with it).
 */
export function FormSlot({
  widget,
  id,
  formKey,
  parentId,
  replyTo,
  onCancel,
}: {
  widget: FormSlotHost;
  id: string;
  formKey: string;
  parentId: string | null;
  replyTo?: string;
  onCancel: () => void;
}) {
  useSignals();
  const loaded = widget.form.value;
  useEffect(() => {
    widget.loadForm();
  }, [widget]);
  // The form's look comes with its code, off the reading path; added before the form paints.
  useLayoutEffect(() => {
    if (loaded) addStyle(document, 'porchlight-comments-form-css', loaded.css);
  }, [loaded]);
  if (!loaded) return <div id={id} className="pl-form" aria-busy="true" />;
  const { Form } = loaded;
  return <Form widget={widget} id={id} formKey={formKey} parentId={parentId} replyTo={replyTo} onCancel={onCancel} />;
}
