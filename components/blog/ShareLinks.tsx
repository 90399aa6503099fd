import { CopyLinkButton } from './CopyLinkButton.client';

export interface ShareLabels {
  title: string;
  /** Contains `{network}`. */
  shareOn: string;
  email: string;
  copy: string;
  copied: string;
  failed: string;
}

/** 'Share this post': plain share links (no third-party scripts) and copy-link. */
export function ShareLinks({ url, title, labels }: { url: string; title: string; labels: ShareLabels }) {
  const u = encodeURIComponent(url);
  const networks = [
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
  return (
    <section aria-labelledby="share-title" className="mt-12 rounded-card bg-ink-50 p-6">
      <h2 id="share-title" className="font-bold text-ink-950">
        {labels.title}
      </h2>
      <ul className="mt-4 flex flex-wrap items-center gap-3">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-secondary min-h-11 px-4"
              aria-label={labels.shareOn.replace('{network}', network.name)}
            >
              {network.name}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`} className="btn btn-secondary min-h-11 px-4">
            {labels.email}
          </a>
        </li>
        <li>
          <CopyLinkButton url={url} labels={{ copy: labels.copy, copied: labels.copied, failed: labels.failed }} />
        </li>
      </ul>
    </section>
  );
}
