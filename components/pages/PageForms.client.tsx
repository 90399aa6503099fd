'use client';
import dynamic from 'next/dynamic';

// A builder page's forms, each fetched only where a block renders it: a page without a form block
// keeps the first-load JavaScript of any other page (e2e/budgets.spec.ts), as the demo dialog does.
export const PageDemoForm = dynamic(() => import('@/components/forms/DemoForm.client').then((module) => module.DemoForm));
export const PageContactForm = dynamic(() => import('@/components/forms/ContactForm.client').then((module) => module.ContactForm));
export const PageResourceForm = dynamic(() => import('@/components/resources/ResourceRequestForm.client').then((module) => module.ResourceRequestForm));
