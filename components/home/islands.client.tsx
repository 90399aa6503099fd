'use client';

import dynamic from 'next/dynamic';

// The home sections' interactive parts, each in a chunk of its own: every page of blocks can place
// these sections (site-parts.tsx), so a static import would put them in the first load of every
// such page; loaded this way, only a page that renders one fetches it (server-rendered as before).
export const CountUp = dynamic(() => import('./CountUp.client').then((module) => module.CountUp));
export const InsightsMarquee = dynamic(() => import('./InsightsMarquee.client').then((module) => module.InsightsMarquee));
