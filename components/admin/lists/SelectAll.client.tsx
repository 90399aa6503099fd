'use client';

import type { ChangeEvent } from 'react';

/**
 * "Select all on this page": sent as `all=1` (the confirmation then takes every row of the page,
 * which works without JavaScript); with JavaScript it also ticks the rows' boxes, so what is
 * chosen shows.
 */
export function SelectAll({ form, label }: { form: string; label: string }) {
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    for (const box of document.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="id"][form="${form}"]`)) box.checked = event.target.checked;
  };
  return (
    <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink-800">
      <input type="checkbox" name="all" value="1" form={form} onChange={toggle} className="size-4" />
      {label}
    </label>
  );
}
