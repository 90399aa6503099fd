/**
 * What a fresh installation's trust center starts with: only what is true of this site. No
 * certification is claimed (SOC 2 and ISO 27001 are "planned"), and the subprocessors are the
 * services the site is built to use, named generically where the operator chooses the provider.
 * Admins replace the generic names with the real providers (Admin → Trust).
 */
import type { ComplianceInput, SubprocessorInput } from './shared/inputs';

export const SAMPLE_COMPLIANCE: Omit<ComplianceInput, 'statusDate'>[] = [
  {
    nameEn: 'SOC 2 Type II',
    nameEs: 'SOC 2 Tipo II',
    status: 'planned',
    noteEn: 'Not started: Otailo has no SOC 2 report today. This entry will change when an audit begins.',
    noteEs: 'Sin empezar: Otailo no tiene hoy un informe SOC 2. Esta entrada cambiará cuando empiece una auditoría.',
  },
  {
    nameEn: 'ISO/IEC 27001',
    nameEs: 'ISO/IEC 27001',
    status: 'planned',
    noteEn: 'Not certified. We will update this entry if we start a certification.',
    noteEs: 'Sin certificar. Actualizaremos esta entrada si iniciamos una certificación.',
  },
  {
    nameEn: 'GDPR',
    nameEs: 'RGPD',
    status: 'in_progress',
    noteEn: 'The privacy notice and cookie consent are live on this site. The data processing agreement appears on this page once it is published.',
    noteEs: 'El aviso de privacidad y el consentimiento de cookies ya están en esta web. El acuerdo de encargo del tratamiento aparecerá en esta página cuando se publique.',
  },
];

export const SAMPLE_SUBPROCESSORS: SubprocessorInput[] = [
  {
    name: 'HubSpot',
    purposeEn: 'CRM: receives the demo requests and contact messages sent from this website.',
    purposeEs: 'CRM: recibe las solicitudes de demo y los mensajes de contacto que se envían desde esta web.',
    locationEn: "United States or EU, depending on the account's data region",
    locationEs: 'Estados Unidos o UE, según la región de datos de la cuenta',
    dataEn: 'Name, email address, company, country, message',
    dataEs: 'Nombre, correo electrónico, empresa, país y mensaje',
  },
  {
    name: 'Email delivery provider (SMTP)',
    purposeEn: "Delivers this website's emails: demo confirmations, ROI estimates and change alerts.",
    purposeEs: 'Entrega los correos de esta web: confirmaciones de demo, estimaciones de ROI y avisos de cambios.',
    locationEn: 'Set by the provider in use',
    locationEs: 'Según el proveedor que se use',
    dataEn: 'Email address, name, email content',
    dataEs: 'Correo electrónico, nombre y contenido del mensaje',
  },
  {
    name: 'Hosting provider',
    purposeEn: 'Runs this website and stores its database and uploaded files.',
    purposeEs: 'Ejecuta esta web y guarda su base de datos y los archivos subidos.',
    locationEn: 'The region chosen for the deployment',
    locationEs: 'La región elegida para el despliegue',
    dataEn: 'Everything the website stores: demo requests, bookings, subscriber addresses, admin accounts',
    dataEs: 'Todo lo que guarda la web: solicitudes de demo, reservas, direcciones de suscriptores y cuentas de administración',
  },
];

/** Listed only where analytics is configured (ANALYTICS_ID): it loads only after a visitor's consent. */
export const SAMPLE_ANALYTICS_SUBPROCESSOR: SubprocessorInput = {
  name: 'Google Analytics',
  purposeEn: 'Website analytics, only after a visitor accepts analytics cookies.',
  purposeEs: 'Analítica de la web, solo si quien la visita acepta las cookies de analítica.',
  locationEn: 'United States',
  locationEs: 'Estados Unidos',
  dataEn: 'Pseudonymous visit data: pages viewed, device and browser, approximate location',
  dataEs: 'Datos seudónimos de la visita: páginas vistas, dispositivo y navegador, ubicación aproximada',
};
