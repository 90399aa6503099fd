'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icons';

/** Copies the post's address; the outcome is announced. */
export function CopyLinkButton({ url, labels }: { url: string; labels: { copy: string; copied: string; failed: string } }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <span className="inline-flex items-center gap-3">
      <button type="button" onClick={copy} className="btn btn-secondary min-h-11 px-4">
        <Icon name="link" className="size-4" />
        {labels.copy}
      </button>
      <span role="status" className="text-sm font-medium text-brand-800">
        {status === 'copied' ? labels.copied : status === 'failed' ? labels.failed : ''}
      </span>
    </span>
  );
}
