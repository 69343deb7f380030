import "server-only";
// Outgoing e-mail (invite links), through nodemailer to the operator's SMTP server
// (SMTP_URL, lib/env.ts). Unset, nothing is sent and callers say so. nodemailer's own logging
// stays off: it would print addresses and message text, and invite messages carry a live link.
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/env";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** A dead or slow SMTP server fails the send within about this long instead of holding the request. */
const SMTP_TIMEOUT_MS = 10_000;

let transport: { url: string; transporter: Transporter } | undefined;

export function mailConfigured(): boolean {
  return env().SMTP_URL !== undefined;
}

function transporterFor(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
        logger: false,
        debug: false,
      }),
    };
  }
  return transport.transporter;
}

/**
 * Sends one message from SMTP_FROM. Answers false when SMTP is not configured (nothing was
 * attempted); throws when the server refuses it or cannot be reached.
 */
export async function sendMail(message: MailMessage): Promise<boolean> {
  const e = env();
  if (!e.SMTP_URL) return false;
  await transporterFor(e.SMTP_URL).sendMail({ from: e.SMTP_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html });
  return true;
}
