'use client';

import { ErrorScreen } from '@/components/feedback/ErrorScreen.client';

export default function BlogPostError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen kind="blogPost" error={error} reset={reset} />;
}
