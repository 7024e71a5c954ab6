// Days as the API takes them ('YYYY-MM-DD', UTC), counted from today: the create defaults of forms.

export function todayPlusDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
