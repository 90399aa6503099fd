// @ts-check
/**
 * A real SMTP server on 127.0.0.1 for the browser tests (smtp-server, the parser of nodemailer's
 * authors), with an HTTP side to read what it received and to take it down:
 *
 *   GET  /__control/messages        [{ to, from, subject, language, text, html, contentType, ics, listUnsubscribe, listUnsubscribePost }] in arrival order
 *   POST /__control/mode {"mode"}   'ok', or 'down' (every connection answered 421: try later)
 *   POST /__control/reset           forget the messages, back to 'ok'
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { closeFake, listen, readBody, sendJson } from './fake-http.mjs';

/**
 * @typedef {object} ReceivedMail
 * @property {string[]} to
 * @property {string} from
 * @property {string} subject
 * @property {string | null} language the Content-Language header
 * @property {string} text
 * @property {string | null} html the text/html part
 * @property {string | null} contentType the message's own Content-Type (multipart/alternative for text and HTML)
 * @property {string | null} ics the text/calendar part
 * @property {string | null} listUnsubscribe the List-Unsubscribe header as sent (RFC 2369)
 * @property {string | null} listUnsubscribePost the List-Unsubscribe-Post header as sent (RFC 8058)
 */

/**
 * A header's value as it was sent (mailparser reads the List-* headers into an object).
 * @param {readonly { key: string, line: string }[]} lines
 * @param {string} name lower case
 */
const rawHeader = (lines, name) => {
  const line = lines.find((header) => header.key === name)?.line;
  return line === undefined ? null : line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
};

/** @param {{ smtpPort: number, controlPort: number }} ports */
export async function startFakeSmtp({ smtpPort, controlPort }) {
  /** @type {ReceivedMail[]} */
  const messages = [];
  let mode = 'ok';
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (mode === 'down') return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((list) => list.value.map((entry) => entry.address ?? ''));
        const calendar = mail.attachments.find((part) => part.contentType === 'text/calendar');
        const language = mail.headers.get('content-language');
        messages.push({
          to,
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          language: typeof language === 'string' ? language : null,
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : null,
          contentType: rawHeader(mail.headerLines, 'content-type'),
          ics: calendar ? calendar.content.toString('utf8') : null,
          listUnsubscribe: rawHeader(mail.headerLines, 'list-unsubscribe'),
          listUnsubscribePost: rawHeader(mail.headerLines, 'list-unsubscribe-post'),
        });
        callback();
      }, callback);
    },
  });
  // A client that goes away mid-conversation (a site instance killed by a test) is an 'error' event:
  // unhandled, it would end the process that runs the whole browser suite.
  smtp.on('error', () => {});
  await new Promise((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(smtpPort, '127.0.0.1', () => resolve(undefined));
  });

  const control = createServer((req, res) => {
    void (async () => {
      if (req.method === 'GET' && req.url === '/__control/messages') return sendJson(res, 200, messages);
      if (req.method === 'POST' && req.url === '/__control/mode') {
        const body = JSON.parse((await readBody(req, 1024)).toString('utf8') || '{}');
        if (body.mode !== 'ok' && body.mode !== 'down') return sendJson(res, 400, { error: 'mode is ok or down' });
        mode = body.mode;
        return sendJson(res, 200, { mode });
      }
      if (req.method === 'POST' && req.url === '/__control/reset') {
        messages.length = 0;
        mode = 'ok';
        return sendJson(res, 200, { mode });
      }
      sendJson(res, 404, { error: 'not found' });
    })().catch((error) => sendJson(res, 500, { error: String(error) }));
  });
  const { url } = await listen(control, controlPort, '127.0.0.1');
  return {
    controlUrl: url,
    close: async () => {
      await closeFake(control, new Set());
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    },
  };
}
