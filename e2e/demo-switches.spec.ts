import { expect, test } from '@playwright/test';
import { ChatPage } from './chat-page';
import { watchConsole } from './console-watch';
import { faultySocket } from './mock-control';

// Each way AGORA's server versions treat refusals and cancellations: the demo itself never trips them.
for (const switches of ['', 'refusal=close', 'cancel=late', 'lateSpoken=1']) {
  test(`the whole Bella Rosa demo runs against the mock${switches ? ` with ${switches}` : ' as AGORA runs by default'}`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    const chat = new ChatPage(page);
    await chat.open(switches ? `?ws=${faultySocket(switches)}` : '');
    await chat.send('Start inspectie bij Restaurant Bella Rosa (KVK 92251854)');
    await chat.send('Bevinding: de koelcel is 9 °C en ik heb muizenkeutels gezien in de opslag');
    await chat.send('Genereer het inspectierapport');
    await expect(chat.messagesBy('Bedrijfshistorie').getByRole('table')).toContainText('92251854');
    await expect(chat.messagesBy('Regelgeving')).toContainText('852/2004');
    const dialog = page.getByRole('dialog', { name: /Toestemming nodig/ });
    await dialog.getByRole('button', { name: 'Goedkeuren' }).click();
    await expect(chat.transcript.getByRole('button', { name: /Genereren eindrapport.*klaar/ })).toBeVisible();
    await chat.waitUntilDone();
    await expect(chat.messagesBy('Rapportage')).toContainText('is opgesteld');
    await expect(chat.transcript).not.toContainText(/Onvolledig|Gestopt|reageert niet|weigert/);
    console.expectClean();
  });
}
