import { serializeJsonLd, type JsonLdObject } from '@/lib/infra/seo/json-ld';

export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
