import { fill } from '@arogya/contract/messages/fill';
import { MSG_SEARCH } from '@arogya/contract/messages/search';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures';

/**
 * Finding care, in the browser (issue "Finding care", item 10): a doctor search by city and specialty,
 * the map (markers show although the street tiles cannot load offline), the location filter with a faked
 * position in Mumbai, the AI specialty suggestion, and accessibility scans of both search pages.
 */

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

test.use({ geolocation: MUMBAI, permissions: ['geolocation'] });

test.beforeEach(async ({ page }) => {
  // No street tiles offline: fail them at once instead of waiting for DNS.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

async function openSearch(page: Page, query = '') {
  await page.goto(`/search${query}`);
  await expect(page.getByRole('heading', { level: 1, name: MSG_SEARCH.findYourDoctor })).toBeVisible();
}

interface DoctorsAnswer {
  query: URLSearchParams;
  doctors: unknown[];
  pagination: { totalDoctors: number };
}

/** The next GET /api/doctors answer whose query passes `match`. */
async function waitForDoctors(
  page: Page,
  match: (query: URLSearchParams) => boolean,
): Promise<DoctorsAnswer> {
  const response = await page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/api/doctors' && r.request().method() === 'GET' && match(url.searchParams);
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Omit<DoctorsAnswer, 'query'>;
  return { ...body, query: new URL(response.url()).searchParams };
}

function countText(total: number): string {
  return total === 1 ? MSG_SEARCH.resultsCountOne : fill(MSG_SEARCH.resultsCount, { count: total });
}

function results(page: Page) {
  return page.getByRole('region', { name: MSG_SEARCH.searchResults });
}

test('search by city and specialty, switch to the map, turn on location', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openSearch(page);
  await expect(results(page).getByRole('article').first()).toBeVisible();

  await page.getByLabel(MSG_SEARCH.specialty, { exact: true }).selectOption('Cardiologist');
  await page.getByLabel(MSG_SEARCH.city, { exact: true }).selectOption('Mumbai');
  const filtered = waitForDoctors(
    page,
    (q) => q.get('city') === 'Mumbai' && q.get('specialty') === 'Cardiologist',
  );
  await page.getByRole('button', { name: MSG_SEARCH.applyFilters }).click();
  const total = (await filtered).pagination.totalDoctors;
  expect(total, 'the demo seed has Cardiologists in Mumbai').toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/search\?specialty=Cardiologist&city=Mumbai$/);
  await expect(results(page).getByText(/^\d+ doctors? found$/)).toHaveText(countText(total));
  const cards = results(page).getByRole('article');
  await expect(cards).toHaveCount(Math.min(total, 6));
  for (const card of await cards.all()) {
    await expect(card).toContainText('Cardiologist');
    await expect(card).toContainText('Mumbai');
    await expect(card).toContainText('₹2,000');
    await expect(card.getByRole('link', { name: MSG_SEARCH.viewAndBook })).toHaveAttribute(
      'href',
      /^\/doctors\/[0-9a-f-]{36}$/,
    );
  }

  // The map: a marker per doctor (Leaflet marker elements), though no tile loads.
  const mapped = waitForDoctors(page, (q) => q.get('mapView') === 'true');
  await page.getByRole('button', { name: MSG_SEARCH.mapView }).click();
  await expect(page).toHaveURL(/view=map/);
  const onMap = (await mapped).doctors.length;
  const markers = page.locator('.leaflet-marker-icon');
  await expect(markers).toHaveCount(onMap);
  await markers.first().click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText('Cardiologist');
  await expect(popup.getByRole('link', { name: MSG_SEARCH.viewProfileAndBook })).toBeVisible();

  // Location on (the browser reports Mumbai): the search adds lat, lng and radius 10.
  const nearby = waitForDoctors(page, (q) => q.get('lat') === '19.076' && q.get('lng') === '72.8777');
  await page.getByRole('switch', { name: MSG_SEARCH.nearMe }).click();
  const within10 = await nearby;
  expect(within10.query.get('radius')).toBe('10');
  expect(
    within10.pagination.totalDoctors,
    'the demo seed has a Cardiologist near central Mumbai',
  ).toBeGreaterThan(0);
  await expect(page.getByText('Found doctors within 10km!')).toBeVisible();
  await expect(page.getByRole('switch', { name: MSG_SEARCH.nearMe })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator(`.leaflet-marker-icon[title="${MSG_SEARCH.youAreHere}"]`)).toHaveCount(1);
  await expect(markers).toHaveCount(within10.doctors.length + 1);

  // Back to the list: every located doctor shows its approximate distance.
  await page.getByRole('button', { name: MSG_SEARCH.listView }).click();
  const located = results(page).getByRole('article');
  await expect(located).toHaveCount(Math.min(within10.pagination.totalDoctors, 6));
  for (const card of await located.all()) await expect(card).toContainText(/~\d+(\.\d)? km away/);

  // A narrower radius searches again at once.
  const within2 = waitForDoctors(page, (q) => q.get('radius') === '2');
  // The radio is visually hidden behind its label (a segmented control): click the label, as a person does.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '2 km' }) })
    .click();
  await expect(page.getByRole('radio', { name: '2 km' })).toBeChecked();
  const narrow = await within2;
  expect(narrow.query.get('lat')).toBe('19.076');
  if (narrow.pagination.totalDoctors > 0) {
    await expect(page.getByText('Found doctors within 2km!')).toBeVisible();
  } else {
    await expect(page.getByText(MSG_SEARCH.noDoctorsFound)).toBeVisible();
  }

  // Off again: lat, lng and radius go — back to the city search (answered from the cache, no distances).
  await page.getByRole('switch', { name: MSG_SEARCH.nearMe }).click();
  await expect(page.getByText(MSG_SEARCH.locationFilterCleared)).toBeVisible();
  await expect(page.getByRole('switch', { name: MSG_SEARCH.nearMe })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(results(page).getByText(/^\d+ doctors? found$/)).toHaveText(countText(total));
  await expect(results(page).getByText(/km away/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the AI suggestion: an emergency alert for chest pain, and Dermatologist for a skin rash', async ({
  page,
}) => {
  await openSearch(page);
  await expect(results(page).getByRole('article').first()).toBeVisible();
  const doctorSearches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/doctors')) doctorSearches.push(r.url());
  });

  await page.getByRole('button', { name: MSG_SEARCH.suggestSpecialty }).click();
  const dialog = page.getByRole('dialog', { name: MSG_SEARCH.aiSpecialtySuggestion });
  const ask = dialog.getByRole('button', { name: MSG_SEARCH.getAiRecommendation });
  await expect(ask).toBeDisabled();

  await dialog.getByRole('button', { name: 'Chest', exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Chest pain' }).check();
  await dialog.getByRole('checkbox', { name: 'Shortness of breath' }).check();
  const sent = page.waitForRequest('**/api/ai/suggest-specialty');
  await ask.click();
  expect((await sent).postDataJSON()).toEqual({ symptoms: 'Chest pain, Shortness of breath' });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(MSG_SEARCH.emergencyTitle);
  await expect(alert.getByRole('link', { name: MSG_SEARCH.callEmergency })).toHaveAttribute(
    'href',
    'tel:112',
  );
  await expectNoSeriousA11yViolations(page);

  // Start again with a skin rash alone.
  await dialog.getByRole('button', { name: 'Remove Chest pain' }).click();
  await dialog.getByRole('button', { name: 'Remove Shortness of breath' }).click();
  // A pointer lands on an arm itself (the centre of the two-arm region's box is the chest).
  const arms = dialog.getByRole('button', { name: 'Arms', exact: true });
  await arms.locator('path').first().click();
  await expect(arms).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('checkbox', { name: 'Skin rash' }).check();
  await ask.click();
  await expect(dialog.getByText('Dermatologist', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: MSG_SEARCH.useSpecialty }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('AI recommends: Dermatologist')).toBeVisible();
  await expect(page.getByLabel(MSG_SEARCH.specialty, { exact: true })).toHaveValue('Dermatologist');
  // The filter is set, no search started.
  expect(doctorSearches).toEqual([]);
});

test('Find Your Doctor (list view) passes an accessibility scan', async ({ page }) => {
  await openSearch(page);
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Find a Nurse loads with empty filters and passes an accessibility scan', async ({ page }) => {
  const searched = page.waitForRequest('**/api/nurses');
  await page.goto('/search-nurses');
  expect(new URL((await searched).url()).search).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: MSG_SEARCH.findANurse })).toBeVisible();
  await expect(page.getByLabel(MSG_SEARCH.careCategory)).toHaveValue('');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('₹600 per day');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(MSG_SEARCH.careCategory).selectOption('Elder Care');
  await page.getByLabel(MSG_SEARCH.city, { exact: true }).selectOption('Pune');
  await page.getByRole('button', { name: MSG_SEARCH.applyFilters }).click();
  await expect(page).toHaveURL(/specialty=Elder\+Care&city=Pune/);
  for (const card of await page.getByRole('article').all()) {
    await expect(card).toContainText('Elder Care');
    await expect(card).toContainText('Pune');
  }
});
