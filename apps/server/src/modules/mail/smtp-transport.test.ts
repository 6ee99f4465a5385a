import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransportFor } from './mail.service';

/** Just enough of an SMTP server (RFC 5321) to take messages: what it received, one string per DATA. */
function startSmtpServer(): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 test\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
});

describe('the SMTP transport', () => {
  it('is absent without SMTP_URL', () => {
    expect(smtpTransportFor({ smtpUrl: undefined })).toBeNull();
  });

  it('delivers through nodemailer over SMTP, one transport per URL', async () => {
    const config = { smtpUrl: `smtp://127.0.0.1:${smtp.port}` };
    const transport = smtpTransportFor(config);
    expect(smtpTransportFor(config)).toBe(transport);
    await transport?.sendMail({
      from: 'Arogya <no-reply@arogya.health>',
      to: 'priya@example.com',
      subject: 'Reset your password',
      text: 'Open the link to choose a new password.',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Reset your password');
    expect(smtp.received[0]).toContain('To: priya@example.com');
    expect(smtp.received[0]).toContain('Open the link to choose a new password.');
  });

  it('fails the send when the server cannot be reached, so the job retries', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const transport = smtpTransportFor({ smtpUrl: `smtp://127.0.0.1:${closed.port}` });
    await expect(
      transport?.sendMail({ from: 'a@arogya.health', to: 'b@example.com', subject: 'x', text: 'y' }),
    ).rejects.toThrow();
  });
});
