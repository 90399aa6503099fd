'use client';

import { useEffect } from 'react';

/**
 * The time zone select's behaviour with JavaScript: the browser's own zone replaces the default
 * once (the server cannot know it), and choosing another zone shows its times at once. Without
 * JavaScript the select and its button do the same by hand.
 */
export function ZoneFollower({ selectId, detect }: { selectId: string; detect: boolean }) {
  useEffect(() => {
    const select = document.getElementById(selectId);
    if (!(select instanceof HTMLSelectElement) || !select.form) return;
    const form = select.form;
    const show = () => form.requestSubmit();
    select.addEventListener('change', show);
    if (detect) {
      const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (own && own !== select.value) {
        // A browser may still name its zone the old way (Asia/Calcutta): the server reads it by today's name.
        if (![...select.options].some((option) => option.value === own)) select.add(new Option(own, own));
        select.value = own;
        show();
      }
    }
    return () => select.removeEventListener('change', show);
  }, [selectId, detect]);
  return null;
}
