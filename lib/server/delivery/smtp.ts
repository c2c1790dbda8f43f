import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

export async function sendEmailOverSmtp(url: string, message: { from: string; to: string; subject: string; text: string; replyTo?: string }): Promise<void> {
  let transport = transports.get(url);
  if (!transport) {
    // A pooled connection: codes are small and frequent.
    transport = nodemailer.createTransport(url, { pool: true } as never);
    transports.set(url, transport);
  }
  await transport.sendMail(message);
}
