/**
 * A dedicated worker the page starts with its modules (decision 175). V8 builds its tables of the
 * locales ICU has number, date and plural data for at their first use, once per renderer process,
 * for all its threads: about 20 ms on this VM, 80 ms on a phone four times slower. Asked here, they
 * are built on this worker's thread while the modules download, and the page's first formatted
 * message (react-intl resolves its locale with `Intl.NumberFormat.supportedLocalesOf`) finds them
 * ready instead of building them in a main-thread task.
 */
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
Intl.PluralRules.supportedLocalesOf('en');
self.close();
