'use client';

import { ErrorScreen } from '@/components/feedback/ErrorScreen.client';

export default function BlogResultsError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen kind="blogList" error={error} reset={reset} />;
}
