<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Fleetdeck</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>(mild: proofs %1)</source>
        <translation>(leicht: Beweise %1)</translation>
    </message>
    <message>
        <source>(severe: proofs %1)</source>
        <translation>(stark: Beweise %1)</translation>
    </message>
    <message>
        <source>yes: every timed proof took the same time</source>
        <translation>ja: jeder Beweis der Messphase dauerte gleich lang</translation>
    </message>
    <message>
        <source>yes: Spearman&apos;s rho of the timed proofs against their order is %1 over %2 proofs, no significant trend (5 %)</source>
        <translation>ja: Spearmans Rho der Beweise der Messphase gegenüber ihrer Reihenfolge beträgt %1 über %2 Beweise, kein signifikanter Trend (5 %)</translation>
    </message>
    <message>
        <source>no: Spearman&apos;s rho of the timed proofs against their order is %1 over %2 proofs, a significant trend (5 %); the timed phase was %3</source>
        <translation>nein: Spearmans Rho der Beweise der Messphase gegenüber ihrer Reihenfolge beträgt %1 über %2 Beweise, ein signifikanter Trend (5 %); die Messphase wurde %3</translation>
    </message>
    <message>
        <source>still getting faster</source>
        <translation>noch immer schneller</translation>
    </message>
    <message>
        <source>slowing down</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>unknown: needs a cooldown median and the 95 % interval of the timed median (two completed timed proofs)</source>
        <translation>unbekannt: benötigt einen Median der Abkühlphase und das 95-%-Intervall des Medians der Messphase (zwei abgeschlossene Beweise der Messphase)</translation>
    </message>
    <message>
        <source>yes: the cooldown median %1 s lies above %2 s, the upper bound of the timed median&apos;s 95 % interval</source>
        <translation>ja: der Median der Abkühlphase von %1 s liegt über %2 s, der oberen Grenze des 95-%-Intervalls des Medians der Messphase</translation>
    </message>
    <message>
        <source>no: the cooldown median %1 s does not exceed %2 s, the upper bound of the timed median&apos;s 95 % interval</source>
        <translation>nein: der Median der Abkühlphase von %1 s liegt nicht über %2 s, der oberen Grenze des 95-%-Intervalls des Medians der Messphase</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Gestartet (UTC)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Proofs (warmup/timed/cooldown)</source>
        <translation>Beweise (Aufwärmen/Messung/Abkühlen)</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Median (s)</source>
        <translation>Median (s)</translation>
    </message>
    <message>
        <source>95 % CI of the median (s)</source>
        <translation>95-%-KI des Medians (s)</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>Proofs/h</source>
        <translation>Beweise/h</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/proof</source>
        <translation>$/Beweis</translation>
    </message>
    <message>
        <source>Warmup sufficient</source>
        <translation>Aufwärmphase ausreichend</translation>
    </message>
    <message>
        <source>Throttling suspected</source>
        <translation>Drosselung vermutet</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Benchmark run %1 on %2</source>
        <translation>Benchmark-Lauf %1 auf %2</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>$%1/h</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>Spezifikation</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>Messphase</translation>
    </message>
    <message>
        <source>Cooldown</source>
        <translation>Abkühlphase</translation>
    </message>
    <message>
        <source>Completed proofs (n)</source>
        <translation>Abgeschlossene Beweise (n)</translation>
    </message>
    <message>
        <source>Mean (s)</source>
        <translation>Mittelwert (s)</translation>
    </message>
    <message>
        <source>Standard deviation (s)</source>
        <translation>Standardabweichung (s)</translation>
    </message>
    <message>
        <source>Min (s)</source>
        <translation>Min. (s)</translation>
    </message>
    <message>
        <source>Max (s)</source>
        <translation>Max. (s)</translation>
    </message>
    <message>
        <source>p95 (s)</source>
        <translation>p95 (s)</translation>
    </message>
    <message>
        <source>Outliers (mild / severe)</source>
        <translation>Ausreißer (leicht / stark)</translation>
    </message>
    <message>
        <source>Proofs per hour</source>
        <translation>Beweise pro Stunde</translation>
    </message>
    <message>
        <source>Dollars per proof</source>
        <translation>Dollar pro Beweis</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Proofs</source>
        <translation>Beweise</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Beweis</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Wall (s)</source>
        <translation>Laufzeit (s)</translation>
    </message>
    <message>
        <source>Prove (ms)</source>
        <translation>Beweiszeit (ms)</translation>
    </message>
    <message>
        <source>Queue (ms)</source>
        <translation>Wartezeit (ms)</translation>
    </message>
    <message>
        <source>Outlier</source>
        <translation>Ausreißer</translation>
    </message>
    <message>
        <source>severe</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>mild</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>Fleetdeck stopped during the run</source>
        <translation>Fleetdeck wurde während des Laufs beendet</translation>
    </message>
    <message>
        <source>Benchmark on %1: %2 warmup, %3 timed, %4 cooldown proofs of %5, %6 mode</source>
        <translation>Benchmark auf %1: %2 Aufwärm-, %3 Mess- und %4 Abkühlbeweise vom Typ %5, Modus %6</translation>
    </message>
    <message>
        <source>(log cut here: more than %1 lines)</source>
        <translation>(Protokoll hier abgeschnitten: mehr als %1 Zeilen)</translation>
    </message>
    <message>
        <source>Could not stop the remote process group: %1</source>
        <translation>Die entfernte Prozessgruppe konnte nicht beendet werden: %1</translation>
    </message>
    <message>
        <source>Remote process group %1 stopped</source>
        <translation>Entfernte Prozessgruppe %1 beendet</translation>
    </message>
    <message>
        <source>the connection was lost: %1</source>
        <translation>die Verbindung ging verloren: %1</translation>
    </message>
    <message>
        <source>the pre-run command failed: %1</source>
        <translation>der Vorab-Befehl ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Output: %1</source>
        <translation>Ausgabe: %1</translation>
    </message>
    <message>
        <source>the command failed: %1</source>
        <translation>der Befehl ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>the command failed after %1 of %2 proofs: %3</source>
        <translation>der Befehl ist nach %1 von %2 Beweisen fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>the command reported no proofs (parser %1; %2 lines not understood)</source>
        <translation>der Befehl hat keine Beweise gemeldet (Parser %1; %2 Zeilen nicht verstanden)</translation>
    </message>
    <message>
        <source>the command reported %1 of %2 proofs</source>
        <translation>der Befehl hat %1 von %2 Beweisen gemeldet</translation>
    </message>
    <message>
        <source>Proof %1 failed: %2</source>
        <translation>Beweis %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Stopping remote process group %1</source>
        <translation>Beende entfernte Prozessgruppe %1</translation>
    </message>
    <message>
        <source>the run took longer than its total timeout of %1 s</source>
        <translation>der Lauf dauerte länger als sein Gesamt-Timeout von %1 s</translation>
    </message>
    <message>
        <source>Proof %1 took longer than %2 s: stopped</source>
        <translation>Beweis %1 dauerte länger als %2 s: abgebrochen</translation>
    </message>
    <message>
        <source>no proof finished within the proof timeout of %1 s</source>
        <translation>kein Beweis wurde innerhalb des Beweis-Timeouts von %1 s fertig</translation>
    </message>
    <message>
        <source>Cancelled by the operator</source>
        <translation>Vom Bediener abgebrochen</translation>
    </message>
    <message>
        <source>cancelled by the operator</source>
        <translation>vom Bediener abgebrochen</translation>
    </message>
    <message>
        <source>Run %1 after %2 s</source>
        <translation>Lauf %1 nach %2 s</translation>
    </message>
    <message>
        <source>Run %1 after %2 s: %3</source>
        <translation>Lauf %1 nach %2 s: %3</translation>
    </message>
    <message>
        <source>the number of proofs in a phase cannot be negative</source>
        <translation>die Anzahl der Beweise einer Phase kann nicht negativ sein</translation>
    </message>
    <message>
        <source>a benchmark needs at least one proof</source>
        <translation>ein Benchmark braucht mindestens einen Beweis</translation>
    </message>
    <message>
        <source>a benchmark of more than %1 proofs is not supported</source>
        <translation>ein Benchmark mit mehr als %1 Beweisen wird nicht unterstützt</translation>
    </message>
    <message>
        <source>a timeout cannot be negative</source>
        <translation>ein Timeout kann nicht negativ sein</translation>
    </message>
    <message>
        <source>the proof kind &apos;%1&apos; is not a plain word (letters, digits, . _ -)</source>
        <translation>die Beweisart &apos;%1&apos; ist kein einfaches Wort (Buchstaben, Ziffern, . _ -)</translation>
    </message>
    <message>
        <source>the benchmark command is empty</source>
        <translation>der Benchmark-Befehl ist leer</translation>
    </message>
    <message>
        <source>pre-run command: %1</source>
        <translation>Vorab-Befehl: %1</translation>
    </message>
    <message>
        <source>unknown benchmark mode &apos;%1&apos; (per-proof or batch)</source>
        <translation>unbekannter Benchmark-Modus &apos;%1&apos; (per-proof oder batch)</translation>
    </message>
    <message>
        <source>the command has a &apos;}&apos; without its &apos;{&apos; (at character %1)</source>
        <translation>der Befehl enthält ein &apos;}&apos; ohne zugehöriges &apos;{&apos; (bei Zeichen %1)</translation>
    </message>
    <message>
        <source>the command has a &apos;{&apos; that is never closed (at character %1)</source>
        <translation>der Befehl enthält ein &apos;{&apos;, das nie geschlossen wird (bei Zeichen %1)</translation>
    </message>
    <message>
        <source>unknown placeholder {%1} in the command; known: {node}, {proof_kind}, {count}, {warmup}, {timed}, {cooldown}, {index}</source>
        <translation>unbekannter Platzhalter {%1} im Befehl; bekannt sind: {node}, {proof_kind}, {count}, {warmup}, {timed}, {cooldown}, {index}</translation>
    </message>
    <message>
        <source>the command contains a NUL or a newline</source>
        <translation>der Befehl enthält ein NUL-Zeichen oder einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>impossible proof number: %1</source>
        <translation>unmögliche Beweisnummer: %1</translation>
    </message>
    <message>
        <source>%1 is not a string</source>
        <translation>%1 ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>ok is not true or false</source>
        <translation>ok ist weder true noch false</translation>
    </message>
    <message>
        <source>unknown parser &apos;%1&apos;: choose cuzk-batch, jsonl or regex:PATTERN</source>
        <translation>unbekannter Parser &apos;%1&apos;: wählen Sie cuzk-batch, jsonl oder regex:PATTERN</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>unknown status &apos;%1&apos;</source>
        <translation>unbekannter Status &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown phase &apos;%1&apos;</source>
        <translation>unbekannte Phase &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 is not a number of 0 or more</source>
        <translation>%1 ist keine Zahl größer oder gleich 0</translation>
    </message>
    <message>
        <source>a completed proof needs wall_s or wall_ms</source>
        <translation>ein abgeschlossener Beweis braucht wall_s oder wall_ms</translation>
    </message>
    <message>
        <source>the proof number is not a whole number from 1</source>
        <translation>die Beweisnummer ist keine ganze Zahl ab 1</translation>
    </message>
    <message>
        <source>proof %1: %2</source>
        <translation>Beweis %1: %2</translation>
    </message>
    <message>
        <source>proof %1 ended with status UNKNOWN: counted as failed, as is any other such proof</source>
        <translation>Beweis %1 endete mit dem Status UNKNOWN: als fehlgeschlagen gezählt, wie jeder andere solche Beweis</translation>
    </message>
    <message>
        <source>proof %1 reported twice; kept the first</source>
        <translation>Beweis %1 doppelt gemeldet; der erste wurde behalten</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; is not a valid regular expression: %2 (at character %3)</source>
        <translation>das Muster &apos;%1&apos; ist kein gültiger regulärer Ausdruck: %2 (bei Zeichen %3)</translation>
    </message>
    <message>
        <source>the pattern &apos;%1&apos; has no named group for the wall time: add (?&lt;wall_s&gt;…) or (?&lt;wall_ms&gt;…)</source>
        <translation>das Muster &apos;%1&apos; hat keine benannte Gruppe für die Laufzeit: ergänzen Sie (?&lt;wall_s&gt;…) oder (?&lt;wall_ms&gt;…)</translation>
    </message>
    <message>
        <source>a node named &apos;%1&apos; already exists</source>
        <translation>ein Knoten namens &apos;%1&apos; existiert bereits</translation>
    </message>
    <message>
        <source>a node with this name already exists</source>
        <translation>ein Knoten mit diesem Namen existiert bereits</translation>
    </message>
    <message>
        <source>cannot write the inventory: %1</source>
        <translation>das Inventar kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>cannot add node &apos;%1&apos;: %2</source>
        <translation>Knoten &apos;%1&apos; kann nicht hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>no node named &apos;%1&apos;</source>
        <translation>kein Knoten namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot update node &apos;%1&apos;: %2</source>
        <translation>Knoten &apos;%1&apos; kann nicht aktualisiert werden: %2</translation>
    </message>
    <message>
        <source>cannot remove node &apos;%1&apos;: %2</source>
        <translation>Knoten &apos;%1&apos; kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>invalid provider &apos;%1&apos;</source>
        <translation>ungültiger Anbieter &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot import from %1: %2</source>
        <translation>Import aus %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>a node name is required</source>
        <translation>ein Knotenname ist erforderlich</translation>
    </message>
    <message>
        <source>invalid node name &apos;%1&apos;: use 1-64 characters of A-Z a-z 0-9 . _ -</source>
        <translation>ungültiger Knotenname &apos;%1&apos;: verwenden Sie 1–64 Zeichen aus A-Z a-z 0-9 . _ -</translation>
    </message>
    <message>
        <source>a host is required</source>
        <translation>ein Host ist erforderlich</translation>
    </message>
    <message>
        <source>invalid host &apos;%1&apos;: expected a host name, an IPv4 or an IPv6 address</source>
        <translation>ungültiger Host &apos;%1&apos;: erwartet wird ein Hostname, eine IPv4- oder eine IPv6-Adresse</translation>
    </message>
    <message>
        <source>invalid %1 %2: must be between 1 and 65535</source>
        <translation>ungültiger %1 %2: muss zwischen 1 und 65535 liegen</translation>
    </message>
    <message>
        <source>invalid user &apos;%1&apos;: expected a login name such as root</source>
        <translation>ungültiger Benutzer &apos;%1&apos;: erwartet wird ein Anmeldename wie root</translation>
    </message>
    <message>
        <source>invalid status path &apos;%1&apos;: must start with / and contain no spaces</source>
        <translation>ungültiger Statuspfad &apos;%1&apos;: muss mit / beginnen und darf keine Leerzeichen enthalten</translation>
    </message>
    <message>
        <source>invalid label key &apos;%1&apos;: use 1-64 characters of A-Z a-z 0-9 . _ / -</source>
        <translation>ungültiger Label-Schlüssel &apos;%1&apos;: verwenden Sie 1–64 Zeichen aus A-Z a-z 0-9 . _ / -</translation>
    </message>
    <message>
        <source>label value too long (%1 characters, at most 256)</source>
        <translation>Label-Wert zu lang (%1 Zeichen, höchstens 256)</translation>
    </message>
    <message>
        <source>label value contains a control character</source>
        <translation>Label-Wert enthält ein Steuerzeichen</translation>
    </message>
    <message>
        <source>invalid label &apos;%1&apos;: expected KEY=VALUE</source>
        <translation>ungültiges Label &apos;%1&apos;: erwartet wird KEY=VALUE</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>status port</source>
        <translation>Status-Port</translation>
    </message>
    <message>
        <source>identity file path is empty</source>
        <translation>der Pfad der Identitätsdatei ist leer</translation>
    </message>
    <message>
        <source>status command is empty</source>
        <translation>der Statusbefehl ist leer</translation>
    </message>
    <message>
        <source>authorized_keys path is empty</source>
        <translation>der Pfad zu authorized_keys ist leer</translation>
    </message>
    <message>
        <source>the instance has no id</source>
        <translation>die Instanz hat keine ID</translation>
    </message>
    <message>
        <source>instance %1 is listed more than once; the first one was used</source>
        <translation>Instanz %1 ist mehrfach aufgeführt; die erste wurde verwendet</translation>
    </message>
    <message>
        <source>the provider now gives %1:%2, but the node follows ~/.ssh/config; its address was left as it is</source>
        <translation>der Anbieter meldet jetzt %1:%2, aber der Knoten folgt ~/.ssh/config; seine Adresse wurde belassen</translation>
    </message>
    <message>
        <source>no keychain to read from</source>
        <translation>kein Schlüsselbund zum Lesen vorhanden</translation>
    </message>
    <message>
        <source>keychain: %1</source>
        <translation>Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>no keychain entry %1</source>
        <translation>kein Schlüsselbund-Eintrag %1</translation>
    </message>
    <message>
        <source>no keychain entry %1 and no %2</source>
        <translation>kein Schlüsselbund-Eintrag %1 und kein %2</translation>
    </message>
    <message>
        <source>Store the key with: fleetdeck-cli secrets set vast-api-key %1 --stdin (or set VAST_API_KEY for one run).</source>
        <translation>Speichern Sie den Schlüssel mit: fleetdeck-cli secrets set vast-api-key %1 --stdin (oder setzen Sie VAST_API_KEY für einen einzelnen Aufruf).</translation>
    </message>
    <message>
        <source>No vast.ai API key: VAST_API_KEY is not set and the keychain has no vast-api-key &apos;%1&apos;.</source>
        <translation>Kein vast.ai-API-Schlüssel: VAST_API_KEY ist nicht gesetzt und der Schlüsselbund enthält keinen vast-api-key &apos;%1&apos;.</translation>
    </message>
    <message>
        <source> Create a key in the vast.ai console under Account, Keys.</source>
        <translation> Erstellen Sie einen Schlüssel in der vast.ai-Konsole unter Account, Keys.</translation>
    </message>
    <message>
        <source>The vast.ai API key &apos;%1&apos; could not be read from the keychain.</source>
        <translation>Der vast.ai-API-Schlüssel &apos;%1&apos; konnte nicht aus dem Schlüsselbund gelesen werden.</translation>
    </message>
    <message>
        <source>Unlock the keychain.</source>
        <translation>Entsperren Sie den Schlüsselbund.</translation>
    </message>
    <message>
        <source>Or set VAST_API_KEY for one run.</source>
        <translation>Oder setzen Sie VAST_API_KEY für einen einzelnen Aufruf.</translation>
    </message>
    <message>
        <source>Unusable vast.ai address &apos;%1&apos;: %2</source>
        <translation>Unbrauchbare vast.ai-Adresse &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>expected an http or https URL</source>
        <translation>erwartet wird eine http- oder https-URL</translation>
    </message>
    <message>
        <source>Give the console&apos;s address, e.g. https://console.vast.ai (plain http only to this machine, so the API key never crosses a network unencrypted).</source>
        <translation>Geben Sie die Adresse der Konsole an, z. B. https://console.vast.ai (unverschlüsseltes http nur zu diesem Rechner, damit der API-Schlüssel nie unverschlüsselt über ein Netzwerk geht).</translation>
    </message>
    <message>
        <source>Invalid vast.ai request: %1</source>
        <translation>Ungültige vast.ai-Anfrage: %1</translation>
    </message>
    <message>
        <source>bad arguments</source>
        <translation>ungültige Argumente</translation>
    </message>
    <message>
        <source>Instance ids are numbers; a public key is one line of an OpenSSH .pub file.</source>
        <translation>Instanz-IDs sind Zahlen; ein öffentlicher Schlüssel ist eine Zeile einer OpenSSH-.pub-Datei.</translation>
    </message>
    <message>
        <source>vast.ai accepted the API key but refused this request (HTTP 403).</source>
        <translation>vast.ai hat den API-Schlüssel akzeptiert, diese Anfrage aber abgelehnt (HTTP 403).</translation>
    </message>
    <message>
        <source>The key lacks a permission this needs (reading instances, attaching SSH keys). Create a key with those permissions in the vast.ai console and store it with: fleetdeck-cli secrets set vast-api-key default --stdin</source>
        <translation>Dem Schlüssel fehlt eine Berechtigung, die hierfür nötig ist (Instanzen lesen, SSH-Schlüssel hinzufügen). Erstellen Sie in der vast.ai-Konsole einen Schlüssel mit diesen Berechtigungen und speichern Sie ihn mit: fleetdeck-cli secrets set vast-api-key default --stdin</translation>
    </message>
    <message>
        <source>The API key was refused by vast.ai (HTTP 401).</source>
        <translation>Der API-Schlüssel wurde von vast.ai abgelehnt (HTTP 401).</translation>
    </message>
    <message>
        <source>The key is wrong, revoked or expired. Copy the current key from the vast.ai console (Account, Keys) and store it with: fleetdeck-cli secrets set vast-api-key default --stdin (or set VAST_API_KEY).</source>
        <translation>Der Schlüssel ist falsch, widerrufen oder abgelaufen. Kopieren Sie den aktuellen Schlüssel aus der vast.ai-Konsole (Account, Keys) und speichern Sie ihn mit: fleetdeck-cli secrets set vast-api-key default --stdin (oder setzen Sie VAST_API_KEY).</translation>
    </message>
    <message>
        <source>vast.ai kept refusing requests as too frequent (HTTP 429), also after %1 retries.</source>
        <translation>vast.ai hat Anfragen wiederholt als zu häufig abgelehnt (HTTP 429), auch nach %1 Wiederholungen.</translation>
    </message>
    <message>
        <source>Wait a minute and try again; if it keeps happening, refresh the provider data less often or stop other tools using the same key.</source>
        <translation>Warten Sie eine Minute und versuchen Sie es erneut; wenn es weiter auftritt, aktualisieren Sie die Anbieterdaten seltener oder beenden Sie andere Werkzeuge, die denselben Schlüssel verwenden.</translation>
    </message>
    <message>
        <source>vast.ai answered with a server error (HTTP %1).</source>
        <translation>vast.ai hat mit einem Serverfehler geantwortet (HTTP %1).</translation>
    </message>
    <message>
        <source>The trouble is on vast.ai&apos;s side; nothing was changed here. Try again in a few minutes.</source>
        <translation>Das Problem liegt bei vast.ai; hier wurde nichts geändert. Versuchen Sie es in ein paar Minuten erneut.</translation>
    </message>
    <message>
        <source>vast.ai refused the request (HTTP %1).</source>
        <translation>vast.ai hat die Anfrage abgelehnt (HTTP %1).</translation>
    </message>
    <message>
        <source>vast.ai refused the request (HTTP %1): %2</source>
        <translation>vast.ai hat die Anfrage abgelehnt (HTTP %1): %2</translation>
    </message>
    <message>
        <source>Check that the instance exists in this account and that --vast-url is the console&apos;s address.</source>
        <translation>Prüfen Sie, ob die Instanz in diesem Konto existiert und ob --vast-url die Adresse der Konsole ist.</translation>
    </message>
    <message>
        <source>vast.ai&apos;s answer could not be read: %1</source>
        <translation>Die Antwort von vast.ai konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not the expected JSON</source>
        <translation>nicht das erwartete JSON</translation>
    </message>
    <message>
        <source>The answer may have been cut off, or the address is not the vast.ai console. Try again; check --vast-url if it repeats.</source>
        <translation>Die Antwort wurde möglicherweise abgeschnitten, oder die Adresse ist nicht die vast.ai-Konsole. Versuchen Sie es erneut; prüfen Sie --vast-url, falls es wieder auftritt.</translation>
    </message>
    <message>
        <source>vast.ai did not answer within %1 s.</source>
        <translation>vast.ai hat nicht innerhalb von %1 s geantwortet.</translation>
    </message>
    <message>
        <source>Check this machine&apos;s network connection, or allow more time (--timeout).</source>
        <translation>Prüfen Sie die Netzwerkverbindung dieses Rechners, oder lassen Sie mehr Zeit (--timeout).</translation>
    </message>
    <message>
        <source>Cannot reach vast.ai at %1.</source>
        <translation>vast.ai ist unter %1 nicht erreichbar.</translation>
    </message>
    <message>
        <source>the configured address</source>
        <translation>der konfigurierten Adresse</translation>
    </message>
    <message>
        <source>Check the network connection, DNS and proxy settings, and the address (--vast-url).</source>
        <translation>Prüfen Sie die Netzwerkverbindung, DNS- und Proxy-Einstellungen sowie die Adresse (--vast-url).</translation>
    </message>
    <message>
        <source>The vast.ai request was cancelled.</source>
        <translation>Die vast.ai-Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Nothing was changed; start it again when needed.</source>
        <translation>Es wurde nichts geändert; starten Sie sie bei Bedarf erneut.</translation>
    </message>
    <message>
        <source>vast.ai request failed.</source>
        <translation>Die vast.ai-Anfrage ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>the answer is empty</source>
        <translation>die Antwort ist leer</translation>
    </message>
    <message>
        <source>not valid JSON at byte %1 of %2: %3</source>
        <translation>kein gültiges JSON bei Byte %1 von %2: %3</translation>
    </message>
    <message>
        <source>the answer reports a failure: %1</source>
        <translation>die Antwort meldet einen Fehler: %1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>expected a list of instances or an object with &quot;instances&quot;: […]</source>
        <translation>erwartet wird eine Liste von Instanzen oder ein Objekt mit &quot;instances&quot;: […]</translation>
    </message>
    <message>
        <source>instance %1 of the list is not an object</source>
        <translation>Instanz %1 der Liste ist kein Objekt</translation>
    </message>
    <message>
        <source>an instance without a usable id (%1)</source>
        <translation>eine Instanz ohne brauchbare ID (%1)</translation>
    </message>
    <message>
        <source>status unknown</source>
        <translation>Status unbekannt</translation>
    </message>
    <message>
        <source>instance %1 (%2) publishes no SSH port right now; %3:22 stands in until it does</source>
        <translation>Instanz %1 (%2) veröffentlicht derzeit keinen SSH-Port; %3:22 wird verwendet, bis sie es tut</translation>
    </message>
    <message>
        <source>instance %1 (%2) publishes no SSH address right now</source>
        <translation>Instanz %1 (%2) veröffentlicht derzeit keine SSH-Adresse</translation>
    </message>
    <message>
        <source>Cannot reach the ssh-agent at %1: %2</source>
        <translation>Der ssh-agent unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>Lost the connection to the ssh-agent at %1: %2</source>
        <translation>Verbindung zum ssh-agent unter %1 verloren: %2</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 did not answer within %2 ms</source>
        <translation>Der ssh-agent unter %1 hat nicht innerhalb von %2 ms geantwortet</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 closed the connection in the middle of its answer</source>
        <translation>Der ssh-agent unter %1 hat die Verbindung mitten in seiner Antwort geschlossen</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 closed the connection without answering</source>
        <translation>Der ssh-agent unter %1 hat die Verbindung ohne Antwort geschlossen</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent an empty message</source>
        <translation>Der ssh-agent unter %1 hat eine leere Nachricht gesendet</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent an answer of %2 bytes, more than the %3 KiB accepted</source>
        <translation>Der ssh-agent unter %1 hat eine Antwort von %2 Bytes gesendet, mehr als die zulässigen %3 KiB</translation>
    </message>
    <message>
        <source>the key count is missing</source>
        <translation>die Anzahl der Schlüssel fehlt</translation>
    </message>
    <message>
        <source>it claims %1 keys in %2 bytes</source>
        <translation>sie gibt %1 Schlüssel in %2 Bytes an</translation>
    </message>
    <message>
        <source>key %1 of %2 is truncated</source>
        <translation>Schlüssel %1 von %2 ist abgeschnitten</translation>
    </message>
    <message>
        <source>key %1 of %2 has no valid key type</source>
        <translation>Schlüssel %1 von %2 hat keinen gültigen Schlüsseltyp</translation>
    </message>
    <message>
        <source>No ssh-agent: SSH_AUTH_SOCK is not set</source>
        <translation>Kein ssh-agent: SSH_AUTH_SOCK ist nicht gesetzt</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 refused to list its keys</source>
        <translation>Der ssh-agent unter %1 hat das Auflisten seiner Schlüssel verweigert</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent an unexpected answer (message type %2)</source>
        <translation>Der ssh-agent unter %1 hat eine unerwartete Antwort gesendet (Nachrichtentyp %2)</translation>
    </message>
    <message>
        <source>The ssh-agent at %1 sent a malformed key list: %2</source>
        <translation>Der ssh-agent unter %1 hat eine fehlerhafte Schlüsselliste gesendet: %2</translation>
    </message>
    <message>
        <source>The key is already in %1, but the server does not accept it; nothing was changed.</source>
        <translation>Der Schlüssel steht bereits in %1, aber der Server akzeptiert ihn nicht; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Identity: %1</source>
        <translation>Identität: %1</translation>
    </message>
    <message>
        <source>Price from the provider (dph_total)</source>
        <translation>Preis vom Anbieter (dph_total)</translation>
    </message>
    <message>
        <source>Price from the node&apos;s dph label</source>
        <translation>Preis aus dem dph-Label des Knotens</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>GPU load</source>
        <translation>GPU-Last</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>Pipelines</source>
        <translation>Pipelines</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>%1 s ago</source>
        <translation>vor %1 s</translation>
    </message>
    <message>
        <source>%1 min ago</source>
        <translation>vor %1 min</translation>
    </message>
    <message>
        <source>%1 h ago</source>
        <translation>vor %1 h</translation>
    </message>
    <message>
        <source>%1 d ago</source>
        <translation>vor %1 d</translation>
    </message>
    <message>
        <source>no longer listed since %1</source>
        <translation>seit %1 nicht mehr aufgeführt</translation>
    </message>
    <message>
        <source>Provider: %1</source>
        <translation>Anbieter: %1</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>unknown secret kind &apos;%1&apos; (passphrase, password, vast-api-key)</source>
        <translation>unbekannte Art von Geheimnis &apos;%1&apos; (passphrase, password, vast-api-key)</translation>
    </message>
    <message>
        <source>a passphrase is named by its key&apos;s fingerprint as ssh-keygen -lf prints it (SHA256: and 43 characters), not &apos;%1&apos;</source>
        <translation>eine Passphrase wird über den Fingerabdruck ihres Schlüssels benannt, wie ssh-keygen -lf ihn ausgibt (SHA256: und 43 Zeichen), nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid group label &apos;%1&apos;: %2</source>
        <translation>ungültiges Gruppen-Label &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>a password is named by a node name or a label KEY=VALUE: %1</source>
        <translation>ein Passwort wird über einen Knotennamen oder ein Label KEY=VALUE benannt: %1</translation>
    </message>
    <message>
        <source>a vast.ai API key is named &apos;default&apos; or by an account name of 1-64 characters A-Z a-z 0-9 . _ -, not &apos;%1&apos;</source>
        <translation>ein vast.ai-API-Schlüssel heißt &apos;default&apos; oder trägt einen Kontonamen aus 1–64 Zeichen A-Z a-z 0-9 . _ -, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Passphrase of key %1</source>
        <translation>Passphrase des Schlüssels %1</translation>
    </message>
    <message>
        <source>Password for nodes labelled %1</source>
        <translation>Passwort für Knoten mit dem Label %1</translation>
    </message>
    <message>
        <source>Password for node %1</source>
        <translation>Passwort für Knoten %1</translation>
    </message>
    <message>
        <source>vast.ai API key (%1)</source>
        <translation>vast.ai-API-Schlüssel (%1)</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Erledigt.</translation>
    </message>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>Kein solcher Eintrag im Schlüsselbund.</translation>
    </message>
    <message>
        <source>The keychain is locked. Unlock it (for GNOME Keyring: log in to the desktop, or open Passwords and Keys and unlock the login keyring), then try again.</source>
        <translation>Der Schlüsselbund ist gesperrt. Entsperren Sie ihn (bei GNOME Keyring: am Desktop anmelden oder „Passwörter und Verschlüsselung“ öffnen und den Anmelde-Schlüsselbund entsperren) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The keychain refused access to Fleetdeck&apos;s entries. Allow Fleetdeck in the keychain&apos;s access prompt or settings, then try again.</source>
        <translation>Der Schlüsselbund hat den Zugriff auf die Einträge von Fleetdeck verweigert. Erlauben Sie Fleetdeck in der Zugriffsabfrage oder den Einstellungen des Schlüsselbunds und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No keychain service answers. Install and start one (on Linux a Secret Service provider such as gnome-keyring or KWallet, in a desktop session with D-Bus), or keep secrets for this session only.</source>
        <translation>Kein Schlüsselbund-Dienst antwortet. Installieren und starten Sie einen (unter Linux einen Secret-Service-Anbieter wie gnome-keyring oder KWallet, in einer Desktop-Sitzung mit D-Bus), oder bewahren Sie Geheimnisse nur für diese Sitzung auf.</translation>
    </message>
    <message>
        <source>The keychain did not answer in time; it may be waiting for an unlock prompt nobody can see.</source>
        <translation>Der Schlüsselbund hat nicht rechtzeitig geantwortet; möglicherweise wartet er auf eine Entsperrabfrage, die niemand sieht.</translation>
    </message>
    <message>
        <source>The keychain reported an error.</source>
        <translation>Der Schlüsselbund hat einen Fehler gemeldet.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no answer from %1 within %2 s</source>
        <translation>keine Antwort von %1 innerhalb von %2 s</translation>
    </message>
    <message>
        <source>macOS Keychain</source>
        <translation>macOS-Schlüsselbund</translation>
    </message>
    <message>
        <source>Windows Credential Manager</source>
        <translation>Windows-Anmeldeinformationsverwaltung</translation>
    </message>
    <message>
        <source>KWallet</source>
        <translation>KWallet</translation>
    </message>
    <message>
        <source>Secret Service</source>
        <translation>Secret Service</translation>
    </message>
    <message>
        <source>libsecret (libsecret-1.so.0) is not installed</source>
        <translation>libsecret (libsecret-1.so.0) ist nicht installiert</translation>
    </message>
    <message>
        <source>not probed yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>the entry is still there after deleting it</source>
        <translation>der Eintrag ist nach dem Löschen noch vorhanden</translation>
    </message>
    <message>
        <source>a test entry was written, read back and deleted</source>
        <translation>ein Testeintrag wurde geschrieben, zurückgelesen und gelöscht</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>writing a test entry</source>
        <translation>Schreiben eines Testeintrags</translation>
    </message>
    <message>
        <source>reading the test entry back</source>
        <translation>Zurücklesen des Testeintrags</translation>
    </message>
    <message>
        <source>deleting the test entry</source>
        <translation>Löschen des Testeintrags</translation>
    </message>
    <message>
        <source>the test entry read back differs from what was written</source>
        <translation>der zurückgelesene Testeintrag weicht vom geschriebenen ab</translation>
    </message>
    <message>
        <source>Session memory</source>
        <translation>Sitzungsspeicher</translation>
    </message>
    <message>
        <source>secrets are kept in memory until Fleetdeck exits and are never written anywhere</source>
        <translation>Geheimnisse werden bis zum Beenden von Fleetdeck im Arbeitsspeicher gehalten und nirgends geschrieben</translation>
    </message>
    <message>
        <source>The node&apos;s host name does not resolve.</source>
        <translation>Der Hostname des Knotens lässt sich nicht auflösen.</translation>
    </message>
    <message>
        <source>The host name %1 does not resolve.</source>
        <translation>Der Hostname %1 lässt sich nicht auflösen.</translation>
    </message>
    <message>
        <source>Check the node&apos;s host in the inventory for a typo (node edit NAME --host HOST), or fix this machine&apos;s DNS if the name is right.</source>
        <translation>Prüfen Sie den Host des Knotens im Inventar auf Tippfehler (node edit NAME --host HOST), oder korrigieren Sie das DNS dieses Rechners, wenn der Name stimmt.</translation>
    </message>
    <message>
        <source>Nothing listens for SSH on the node&apos;s port: the connection was refused.</source>
        <translation>Auf dem Port des Knotens lauscht kein SSH-Dienst: die Verbindung wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Nothing listens for SSH on %1: the connection was refused.</source>
        <translation>Auf %1 lauscht kein SSH-Dienst: die Verbindung wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Nothing listens for SSH on %1 port %2: the connection was refused.</source>
        <translation>Auf %1 Port %2 lauscht kein SSH-Dienst: die Verbindung wurde abgelehnt.</translation>
    </message>
    <message>
        <source>Check that the server is up and that the node&apos;s SSH port is right. Providers such as vast.ai map SSH to a high port shown in their console (node edit NAME --port PORT).</source>
        <translation>Prüfen Sie, ob der Server läuft und der SSH-Port des Knotens stimmt. Anbieter wie vast.ai legen SSH auf einen hohen Port, der in ihrer Konsole angezeigt wird (node edit NAME --port PORT).</translation>
    </message>
    <message>
        <source>No TCP connection to the node within the deadline.</source>
        <translation>Keine TCP-Verbindung zum Knoten innerhalb der Frist.</translation>
    </message>
    <message>
        <source>No TCP connection to %1 within the deadline.</source>
        <translation>Keine TCP-Verbindung zu %1 innerhalb der Frist.</translation>
    </message>
    <message>
        <source>No TCP connection to %1 port %2 within the deadline.</source>
        <translation>Keine TCP-Verbindung zu %1 Port %2 innerhalb der Frist.</translation>
    </message>
    <message>
        <source>Check that the server is running and reachable from here: a firewall or security group may be dropping SSH silently, or the host or port is wrong. If the network is only slow, raise --timeout.</source>
        <translation>Prüfen Sie, ob der Server läuft und von hier aus erreichbar ist: eine Firewall oder Sicherheitsgruppe verwirft SSH möglicherweise stillschweigend, oder Host oder Port sind falsch. Ist das Netzwerk nur langsam, erhöhen Sie --timeout.</translation>
    </message>
    <message>
        <source>The node&apos;s port accepts TCP connections but never speaks SSH.</source>
        <translation>Der Port des Knotens nimmt TCP-Verbindungen an, spricht aber nie SSH.</translation>
    </message>
    <message>
        <source>%1 accepts TCP connections but never speaks SSH.</source>
        <translation>%1 nimmt TCP-Verbindungen an, spricht aber nie SSH.</translation>
    </message>
    <message>
        <source>%1 port %2 accepts TCP connections but never speaks SSH.</source>
        <translation>%1 Port %2 nimmt TCP-Verbindungen an, spricht aber nie SSH.</translation>
    </message>
    <message>
        <source>The port is probably wrong, or a firewall or proxy answers in the server&apos;s place. Compare the node&apos;s SSH port with the provider&apos;s console.</source>
        <translation>Wahrscheinlich ist der Port falsch, oder eine Firewall oder ein Proxy antwortet anstelle des Servers. Vergleichen Sie den SSH-Port des Knotens mit der Konsole des Anbieters.</translation>
    </message>
    <message>
        <source>The SSH handshake with the node failed.</source>
        <translation>Der SSH-Handshake mit dem Knoten ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The SSH handshake with %1 failed.</source>
        <translation>Der SSH-Handshake mit %1 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The SSH handshake with %1 port %2 failed.</source>
        <translation>Der SSH-Handshake mit %1 Port %2 ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The server and Fleetdeck share no key-exchange, cipher or host key algorithm, or the server broke the protocol; the detail has the reason. Update the server&apos;s OpenSSH or enable a current algorithm in its sshd_config.</source>
        <translation>Server und Fleetdeck haben keinen gemeinsamen Schlüsselaustausch-, Chiffren- oder Hostschlüssel-Algorithmus, oder der Server hat das Protokoll verletzt; die Details nennen den Grund. Aktualisieren Sie das OpenSSH des Servers oder aktivieren Sie einen aktuellen Algorithmus in seiner sshd_config.</translation>
    </message>
    <message>
        <source>This is the first connection to this host. Compare the key&apos;s fingerprint with the one in the provider&apos;s console and trust it only if they match (answer yes, or use --host-key-policy accept-new).</source>
        <translation>Dies ist die erste Verbindung zu diesem Host. Vergleichen Sie den Fingerabdruck des Schlüssels mit dem in der Konsole des Anbieters und vertrauen Sie ihm nur, wenn beide übereinstimmen (antworten Sie mit yes, oder verwenden Sie --host-key-policy accept-new).</translation>
    </message>
    <message>
        <source>This host is not in known_hosts yet.</source>
        <translation>Dieser Host steht noch nicht in known_hosts.</translation>
    </message>
    <message>
        <source>%1 is not in known_hosts yet.</source>
        <translation>%1 steht noch nicht in known_hosts.</translation>
    </message>
    <message>
        <source>%1 is not in known_hosts yet; it presents the host key %2.</source>
        <translation>%1 steht noch nicht in known_hosts; er präsentiert den Hostschlüssel %2.</translation>
    </message>
    <message>
        <source>This is the first connection to this host. Compare %2 with the fingerprint in the provider&apos;s console and trust it only if they match (answer yes, or use --host-key-policy accept-new).</source>
        <translation>Dies ist die erste Verbindung zu diesem Host. Vergleichen Sie %2 mit dem Fingerabdruck in der Konsole des Anbieters und vertrauen Sie ihm nur, wenn beide übereinstimmen (antworten Sie mit yes, oder verwenden Sie --host-key-policy accept-new).</translation>
    </message>
    <message>
        <source>The server&apos;s host key differs from the one in known_hosts.</source>
        <translation>Der Hostschlüssel des Servers weicht von dem in known_hosts ab.</translation>
    </message>
    <message>
        <source>The host key of %1 differs from the one in known_hosts.</source>
        <translation>Der Hostschlüssel von %1 weicht von dem in known_hosts ab.</translation>
    </message>
    <message>
        <source>The host key of %1 differs from the one in known_hosts: it now presents %2.</source>
        <translation>Der Hostschlüssel von %1 weicht von dem in known_hosts ab: er präsentiert jetzt %2.</translation>
    </message>
    <message>
        <source>The host key of %1 differs from the one in known_hosts: it now presents %2, known_hosts has %3.</source>
        <translation>Der Hostschlüssel von %1 weicht von dem in known_hosts ab: er präsentiert jetzt %2, known_hosts enthält %3.</translation>
    </message>
    <message>
        <source>The server may have been reinstalled, or someone may be intercepting the connection. Replace the recorded key only after verifying the new fingerprint with the provider or on the server&apos;s console.</source>
        <translation>Der Server wurde möglicherweise neu installiert, oder jemand fängt die Verbindung ab. Ersetzen Sie den gespeicherten Schlüssel erst, nachdem Sie den neuen Fingerabdruck beim Anbieter oder an der Konsole des Servers überprüft haben.</translation>
    </message>
    <message>
        <source>The node accepted none of the offered credentials.</source>
        <translation>Der Knoten hat keine der angebotenen Anmeldedaten akzeptiert.</translation>
    </message>
    <message>
        <source>The node accepted none of the credentials offered for %1.</source>
        <translation>Der Knoten hat keine der für %1 angebotenen Anmeldedaten akzeptiert.</translation>
    </message>
    <message>
        <source>%2 accepted none of the credentials offered for %1.</source>
        <translation>%2 hat keine der für %1 angebotenen Anmeldedaten akzeptiert.</translation>
    </message>
    <message>
        <source>%2 accepted none of the credentials offered for %1 (keys tried: %3).</source>
        <translation>%2 hat keine der für %1 angebotenen Anmeldedaten akzeptiert (versuchte Schlüssel: %3).</translation>
    </message>
    <message>
        <source>Check the node&apos;s identity path and that the file is readable by you. For an encrypted key, store its passphrase with fleetdeck-cli secrets set passphrase SHA256:... (the key&apos;s fingerprint).</source>
        <translation>Prüfen Sie den Identitätspfad des Knotens und ob Sie die Datei lesen dürfen. Speichern Sie für einen verschlüsselten Schlüssel dessen Passphrase mit fleetdeck-cli secrets set passphrase SHA256:... (dem Fingerabdruck des Schlüssels).</translation>
    </message>
    <message>
        <source>A private key cannot be used: it is missing, unreadable, or encrypted without a stored passphrase.</source>
        <translation>Ein privater Schlüssel kann nicht verwendet werden: er fehlt, ist nicht lesbar oder verschlüsselt, ohne dass eine Passphrase gespeichert ist.</translation>
    </message>
    <message>
        <source>The key %1 cannot be used: it is missing, unreadable, or encrypted without a stored passphrase.</source>
        <translation>Der Schlüssel %1 kann nicht verwendet werden: er fehlt, ist nicht lesbar oder verschlüsselt, ohne dass eine Passphrase gespeichert ist.</translation>
    </message>
    <message>
        <source>Check the node&apos;s identity path and that the file is readable by you. For an encrypted key, store its passphrase with fleetdeck-cli secrets set passphrase %2.</source>
        <translation>Prüfen Sie den Identitätspfad des Knotens und ob Sie die Datei lesen dürfen. Speichern Sie für einen verschlüsselten Schlüssel dessen Passphrase mit fleetdeck-cli secrets set passphrase %2.</translation>
    </message>
    <message>
        <source>The node refused to open a channel for the status request (port forwarding disabled, or the session limit reached).</source>
        <translation>Der Knoten hat das Öffnen eines Kanals für die Statusabfrage verweigert (Portweiterleitung deaktiviert oder Sitzungslimit erreicht).</translation>
    </message>
    <message>
        <source>The node refused to open a channel to %1 (port forwarding disabled, or the session limit reached).</source>
        <translation>Der Knoten hat das Öffnen eines Kanals zu %1 verweigert (Portweiterleitung deaktiviert oder Sitzungslimit erreicht).</translation>
    </message>
    <message>
        <source>The server probably has AllowTcpForwarding no or a low MaxSessions. Fetch the status with a command instead: node edit NAME --status-command &apos;curl -sf http://localhost:9821/status&apos;.</source>
        <translation>Der Server hat vermutlich AllowTcpForwarding no oder ein niedriges MaxSessions. Holen Sie den Status stattdessen mit einem Befehl ab: node edit NAME --status-command &apos;curl -sf http://localhost:9821/status&apos;.</translation>
    </message>
    <message>
        <source>The cuzk daemon is not listening on the node&apos;s status port.</source>
        <translation>Der cuzk-Daemon lauscht nicht auf dem Status-Port des Knotens.</translation>
    </message>
    <message>
        <source>The cuzk daemon is not listening on status port %1 on the node.</source>
        <translation>Der cuzk-Daemon lauscht auf dem Knoten nicht auf Status-Port %1.</translation>
    </message>
    <message>
        <source>Check that cuzk is running on the node and that its config sets [daemon] status_listen to the port the node uses (node edit NAME --status-port PORT).</source>
        <translation>Prüfen Sie, ob cuzk auf dem Knoten läuft und ob seine Konfiguration unter [daemon] status_listen den Port setzt, den der Knoten verwendet (node edit NAME --status-port PORT).</translation>
    </message>
    <message>
        <source>The remote command failed.</source>
        <translation>Der entfernte Befehl ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The remote command failed: %1.</source>
        <translation>Der entfernte Befehl ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>The remote command &apos;%2&apos; failed: %1.</source>
        <translation>Der entfernte Befehl &apos;%2&apos; ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>The detail has its exit status and stderr. Run the command by hand on the node to see why; if this is the status poll, check the node&apos;s status command.</source>
        <translation>Die Details enthalten Exit-Status und stderr. Führen Sie den Befehl auf dem Knoten von Hand aus, um die Ursache zu sehen; handelt es sich um die Statusabfrage, prüfen Sie den Statusbefehl des Knotens.</translation>
    </message>
    <message>
        <source>The status endpoint answered with an error instead of 200 OK.</source>
        <translation>Der Status-Endpunkt hat mit einem Fehler statt 200 OK geantwortet.</translation>
    </message>
    <message>
        <source>The status endpoint answered %1 instead of 200 OK.</source>
        <translation>Der Status-Endpunkt hat %1 statt 200 OK geantwortet.</translation>
    </message>
    <message>
        <source>The daemon is up but refused the request. Check the node&apos;s status path (node edit NAME --status-path /status) and cuzk&apos;s log on the node.</source>
        <translation>Der Daemon läuft, hat die Anfrage aber abgelehnt. Prüfen Sie den Statuspfad des Knotens (node edit NAME --status-path /status) und das cuzk-Protokoll auf dem Knoten.</translation>
    </message>
    <message>
        <source>The status answer is not a valid cuzk status document.</source>
        <translation>Die Statusantwort ist kein gültiges cuzk-Statusdokument.</translation>
    </message>
    <message>
        <source>The status answer is not a valid cuzk status document: %1.</source>
        <translation>Die Statusantwort ist kein gültiges cuzk-Statusdokument: %1.</translation>
    </message>
    <message>
        <source>Check that the node&apos;s status port, path or command reach cuzk&apos;s status endpoint and not another service, and that cuzk is a supported version.</source>
        <translation>Prüfen Sie, ob Status-Port, -Pfad oder -Befehl des Knotens den Status-Endpunkt von cuzk erreichen und nicht einen anderen Dienst, und ob cuzk in einer unterstützten Version vorliegt.</translation>
    </message>
    <message>
        <source>The operation did not finish within its deadline.</source>
        <translation>Der Vorgang wurde nicht innerhalb seiner Frist abgeschlossen.</translation>
    </message>
    <message>
        <source>The operation did not finish within %1 seconds.</source>
        <translation>Der Vorgang wurde nicht innerhalb von %1 Sekunden abgeschlossen.</translation>
    </message>
    <message>
        <source>The node or the network is slow or stuck at the stage shown. Check the node&apos;s load and network, or raise the deadline with --timeout.</source>
        <translation>Der Knoten oder das Netzwerk ist in der angezeigten Phase langsam oder hängt. Prüfen Sie Last und Netzwerk des Knotens, oder verlängern Sie die Frist mit --timeout.</translation>
    </message>
    <message>
        <source>The connection broke during the operation, and reconnecting failed too.</source>
        <translation>Die Verbindung brach während des Vorgangs ab, und auch die erneute Verbindung schlug fehl.</translation>
    </message>
    <message>
        <source>The connection to %1 broke during the operation, and reconnecting failed too.</source>
        <translation>Die Verbindung zu %1 brach während des Vorgangs ab, und auch die erneute Verbindung schlug fehl.</translation>
    </message>
    <message>
        <source>The connection to %1 port %2 broke during the operation, and reconnecting failed too.</source>
        <translation>Die Verbindung zu %1 Port %2 brach während des Vorgangs ab, und auch die erneute Verbindung schlug fehl.</translation>
    </message>
    <message>
        <source>The node may have rebooted or dropped off the network, or sshd was restarted. Check the node in the provider&apos;s console, then retry.</source>
        <translation>Der Knoten wurde möglicherweise neu gestartet oder ist aus dem Netz verschwunden, oder sshd wurde neu gestartet. Prüfen Sie den Knoten in der Konsole des Anbieters und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Proof jobs are failing: failures rose since the previous poll.</source>
        <translation>Beweisaufträge schlagen fehl: die Fehler sind seit der letzten Abfrage gestiegen.</translation>
    </message>
    <message>
        <source>Proof jobs are failing: %1 more failed since the previous poll.</source>
        <translation>Beweisaufträge schlagen fehl: %1 weitere seit der letzten Abfrage fehlgeschlagen.</translation>
    </message>
    <message>
        <source>Read cuzk&apos;s log on the node for the failing jobs (GPU errors, out of memory, bad parameters) and fix the cause before it takes more work.</source>
        <translation>Lesen Sie das cuzk-Protokoll auf dem Knoten zu den fehlschlagenden Aufträgen (GPU-Fehler, Speichermangel, falsche Parameter) und beheben Sie die Ursache, bevor er weitere Arbeit annimmt.</translation>
    </message>
    <message>
        <source>Jobs are queued but every GPU worker has been idle for two polls.</source>
        <translation>Aufträge warten in der Warteschlange, aber alle GPU-Worker waren zwei Abfragen lang untätig.</translation>
    </message>
    <message>
        <source>%1 jobs are queued but every GPU worker has been idle for two polls.</source>
        <translation>%1 Aufträge warten in der Warteschlange, aber alle GPU-Worker waren zwei Abfragen lang untätig.</translation>
    </message>
    <message>
        <source>cuzk&apos;s GPU workers are not taking work. Check cuzk&apos;s log and the GPUs (nvidia-smi) on the node; restart cuzk if the workers hang.</source>
        <translation>Die GPU-Worker von cuzk nehmen keine Arbeit an. Prüfen Sie das cuzk-Protokoll und die GPUs (nvidia-smi) auf dem Knoten; starten Sie cuzk neu, wenn die Worker hängen.</translation>
    </message>
    <message>
        <source>Available memory is under 5 % of the total.</source>
        <translation>Der verfügbare Speicher liegt unter 5 % des Gesamtspeichers.</translation>
    </message>
    <message>
        <source>Only %1 of memory is available on the node.</source>
        <translation>Auf dem Knoten sind nur %1 Speicher verfügbar.</translation>
    </message>
    <message>
        <source>Only %1 of %2 memory is available.</source>
        <translation>Nur %1 von %2 Speicher verfügbar.</translation>
    </message>
    <message>
        <source>The node risks running out of memory. Lower synthesis concurrency or the number of pipelines in cuzk&apos;s config, or stop other processes on the node.</source>
        <translation>Dem Knoten droht der Speicher auszugehen. Senken Sie die Synthese-Parallelität oder die Anzahl der Pipelines in der cuzk-Konfiguration, oder beenden Sie andere Prozesse auf dem Knoten.</translation>
    </message>
    <message>
        <source>A file operation on the node failed.</source>
        <translation>Ein Dateivorgang auf dem Knoten ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>A file operation on the node failed: %1.</source>
        <translation>Ein Dateivorgang auf dem Knoten ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>The detail names the path and the server&apos;s SFTP status (e.g. permission denied, no such file). Check the path, its owner and its mode on the node, and that the server offers the sftp subsystem.</source>
        <translation>Die Details nennen den Pfad und den SFTP-Status des Servers (z. B. permission denied, no such file). Prüfen Sie Pfad, Eigentümer und Modus auf dem Knoten, und ob der Server das sftp-Subsystem anbietet.</translation>
    </message>
    <message>
        <source>The file changed on the node while the key was being deployed; nothing was written.</source>
        <translation>Die Datei hat sich auf dem Knoten geändert, während der Schlüssel verteilt wurde; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1 changed on the node while the key was being deployed; nothing was written.</source>
        <translation>%1 hat sich auf dem Knoten geändert, während der Schlüssel verteilt wurde; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Someone or something else edited the file at the same time. Look at it on the node, then deploy again: the new plan starts from its current content.</source>
        <translation>Jemand oder etwas anderes hat die Datei gleichzeitig bearbeitet. Sehen Sie sie sich auf dem Knoten an und verteilen Sie dann erneut: der neue Plan geht von ihrem aktuellen Inhalt aus.</translation>
    </message>
    <message>
        <source>The server does not accept the key from the file that was written; the original was restored.</source>
        <translation>Der Server akzeptiert den Schlüssel aus der geschriebenen Datei nicht; das Original wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>The server does not accept the key from %1; the original file was restored.</source>
        <translation>Der Server akzeptiert den Schlüssel aus %1 nicht; die Originaldatei wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>sshd reads another file or refuses this one. Check StrictModes (the home directory, ~/.ssh and the file must not be writable by group or others) and AuthorizedKeysFile in the node&apos;s sshd_config.</source>
        <translation>sshd liest eine andere Datei oder lehnt diese ab. Prüfen Sie StrictModes (Home-Verzeichnis, ~/.ssh und die Datei dürfen für Gruppe und andere nicht beschreibbar sein) und AuthorizedKeysFile in der sshd_config des Knotens.</translation>
    </message>
    <message>
        <source>Removing this key would lock the console out of the node; nothing was changed.</source>
        <translation>Das Entfernen dieses Schlüssels würde die Konsole vom Knoten aussperren; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Removing %1 would lock the console out of the node; nothing was changed.</source>
        <translation>Das Entfernen von %1 würde die Konsole vom Knoten aussperren; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The console logs in with this key and no other key of the console&apos;s proved to work. Deploy another key first (and let it be verified), then remove this one.</source>
        <translation>Die Konsole meldet sich mit diesem Schlüssel an, und kein anderer Schlüssel der Konsole hat sich als funktionsfähig erwiesen. Verteilen Sie zuerst einen anderen Schlüssel (und lassen Sie ihn verifizieren), dann entfernen Sie diesen.</translation>
    </message>
    <message>
        <source>The SSH client config for this node cannot be used.</source>
        <translation>Die SSH-Client-Konfiguration für diesen Knoten kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Fix the file named in the detail (e.g. its ProxyJump line), or stop honouring it for this node (node edit NAME --ssh-config no).</source>
        <translation>Korrigieren Sie die in den Details genannte Datei (z. B. ihre ProxyJump-Zeile), oder berücksichtigen Sie sie für diesen Knoten nicht mehr (node edit NAME --ssh-config no).</translation>
    </message>
    <message>
        <source>The operation failed.</source>
        <translation>Der Vorgang ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The operation failed: %1.</source>
        <translation>Der Vorgang ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>The detail has the raw error.</source>
        <translation>Die Details enthalten den unveränderten Fehler.</translation>
    </message>
    <message>
        <source>invalid host &apos;%1&apos; for known_hosts</source>
        <translation>ungültiger Host &apos;%1&apos; für known_hosts</translation>
    </message>
    <message>
        <source>invalid port %1: must be between 1 and 65535</source>
        <translation>ungültiger Port %1: muss zwischen 1 und 65535 liegen</translation>
    </message>
    <message>
        <source>invalid key type &apos;%1&apos;</source>
        <translation>ungültiger Schlüsseltyp &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the host key is not valid base64</source>
        <translation>der Hostschlüssel ist kein gültiges Base64</translation>
    </message>
    <message>
        <source>the host key is a &apos;%1&apos; key, not &apos;%2&apos;</source>
        <translation>der Hostschlüssel ist ein &apos;%1&apos;-Schlüssel, kein &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot read %1: it is a directory</source>
        <translation>%1 kann nicht gelesen werden: es ist ein Verzeichnis</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>das Verzeichnis %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Not polled yet</source>
        <translation>Noch nicht abgefragt</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <source>Daemon down</source>
        <translation>Daemon ausgefallen</translation>
    </message>
    <message>
        <source>Unreachable</source>
        <translation>Nicht erreichbar</translation>
    </message>
    <message>
        <source>Login refused</source>
        <translation>Anmeldung abgelehnt</translation>
    </message>
    <message>
        <source>Host key unknown</source>
        <translation>Hostschlüssel unbekannt</translation>
    </message>
    <message>
        <source>Host key changed</source>
        <translation>Hostschlüssel geändert</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>a benchmark run names no node</source>
        <translation>ein Benchmark-Lauf nennt keinen Knoten</translation>
    </message>
    <message>
        <source>the benchmark run on node &apos;%1&apos; has a negative number of proofs</source>
        <translation>der Benchmark-Lauf auf Knoten &apos;%1&apos; hat eine negative Anzahl von Beweisen</translation>
    </message>
    <message>
        <source>cannot record the benchmark run on node &apos;%1&apos;: %2</source>
        <translation>der Benchmark-Lauf auf Knoten &apos;%1&apos; kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot record proof %1 of benchmark run %2: %3</source>
        <translation>Beweis %1 von Benchmark-Lauf %2 kann nicht gespeichert werden: %3</translation>
    </message>
    <message>
        <source>benchmark run %1: proof index %2 is not 1 or more</source>
        <translation>Benchmark-Lauf %1: Beweisindex %2 ist nicht 1 oder größer</translation>
    </message>
    <message>
        <source>benchmark run %1: proof %2 has an invalid wall time</source>
        <translation>Benchmark-Lauf %1: Beweis %2 hat eine ungültige Laufzeit</translation>
    </message>
    <message>
        <source>cannot record proofs of benchmark run %1: %2</source>
        <translation>Beweise von Benchmark-Lauf %1 können nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>benchmark run %1 cannot finish as running</source>
        <translation>Benchmark-Lauf %1 kann nicht im Zustand „läuft“ beendet werden</translation>
    </message>
    <message>
        <source>cannot finish benchmark run %1: %2</source>
        <translation>Benchmark-Lauf %1 kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <source>there is no benchmark run %1</source>
        <translation>es gibt keinen Benchmark-Lauf %1</translation>
    </message>
    <message>
        <source>cannot mark abandoned benchmark runs: %1</source>
        <translation>verwaiste Benchmark-Läufe können nicht markiert werden: %1</translation>
    </message>
    <message>
        <source>cannot record the log of benchmark run %1: %2</source>
        <translation>das Protokoll von Benchmark-Lauf %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot read the log of benchmark run %1: %2</source>
        <translation>das Protokoll von Benchmark-Lauf %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>a benchmark preset needs a name</source>
        <translation>eine Benchmark-Vorlage braucht einen Namen</translation>
    </message>
    <message>
        <source>benchmark preset &apos;%1&apos;: %2</source>
        <translation>Benchmark-Vorlage &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>cannot save benchmark preset &apos;%1&apos;: %2</source>
        <translation>Benchmark-Vorlage &apos;%1&apos; kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot remove benchmark preset &apos;%1&apos;: %2</source>
        <translation>Benchmark-Vorlage &apos;%1&apos; kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>there is no benchmark preset &apos;%1&apos;</source>
        <translation>es gibt keine Benchmark-Vorlage &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read the benchmark presets: %1</source>
        <translation>die Benchmark-Vorlagen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>benchmark preset &apos;%1&apos; cannot be read: %2</source>
        <translation>Benchmark-Vorlage &apos;%1&apos; ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>cannot read benchmark run %1: %2</source>
        <translation>Benchmark-Lauf %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the proofs of benchmark run %1: %2</source>
        <translation>die Beweise von Benchmark-Lauf %1 können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>benchmark run %1: proof %2 has an unknown phase or status</source>
        <translation>Benchmark-Lauf %1: Beweis %2 hat eine unbekannte Phase oder einen unbekannten Status</translation>
    </message>
    <message>
        <source>cannot read the benchmark runs: %1</source>
        <translation>die Benchmark-Läufe können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot open database %1: not a regular file</source>
        <translation>Datenbank %1 kann nicht geöffnet werden: keine reguläre Datei</translation>
    </message>
    <message>
        <source>cannot create directory %1 for the database</source>
        <translation>Verzeichnis %1 für die Datenbank kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>cannot read database %1: permission denied</source>
        <translation>Datenbank %1 kann nicht gelesen werden: Zugriff verweigert</translation>
    </message>
    <message>
        <source>cannot open database %1: %2</source>
        <translation>Datenbank %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>cannot use %1 as a Fleetdeck database: %2</source>
        <translation>%1 kann nicht als Fleetdeck-Datenbank verwendet werden: %2</translation>
    </message>
    <message>
        <source>cannot write to database %1: %2</source>
        <translation>in Datenbank %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>database %1 has schema version %2, newer than this Fleetdeck supports (%3); use a newer Fleetdeck</source>
        <translation>Datenbank %1 hat die Schemaversion %2, neuer als diese Fleetdeck-Version unterstützt (%3); verwenden Sie ein neueres Fleetdeck</translation>
    </message>
    <message>
        <source>cannot back up %1 before upgrading it: %2</source>
        <translation>%1 kann vor der Aktualisierung nicht gesichert werden: %2</translation>
    </message>
    <message>
        <source>cannot start upgrade of %1: %2</source>
        <translation>Aktualisierung von %1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>upgrading %1 to schema version %2 failed: %3</source>
        <translation>Aktualisierung von %1 auf Schemaversion %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>recording schema version %1 in %2 failed: %3</source>
        <translation>Eintragen der Schemaversion %1 in %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>a key deployment record names no node</source>
        <translation>ein Eintrag zur Schlüsselverteilung nennt keinen Knoten</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has no key fingerprint</source>
        <translation>der Eintrag zur Schlüsselverteilung von Knoten &apos;%1&apos; hat keinen Schlüssel-Fingerabdruck</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an unknown action &apos;%2&apos;</source>
        <translation>der Eintrag zur Schlüsselverteilung von Knoten &apos;%1&apos; hat eine unbekannte Aktion &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an unknown result &apos;%2&apos;</source>
        <translation>der Eintrag zur Schlüsselverteilung von Knoten &apos;%1&apos; hat ein unbekanntes Ergebnis &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an invalid finding code &apos;%2&apos;</source>
        <translation>der Eintrag zur Schlüsselverteilung von Knoten &apos;%1&apos; hat einen ungültigen Befundcode &apos;%2&apos;</translation>
    </message>
    <message>
        <source>cannot record the key deployment on node &apos;%1&apos;: %2</source>
        <translation>die Schlüsselverteilung auf Knoten &apos;%1&apos; kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot record key deployments: %1</source>
        <translation>Schlüsselverteilungen können nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>cannot read the key deployments of node &apos;%1&apos;: %2</source>
        <translation>die Schlüsselverteilungen von Knoten &apos;%1&apos; können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the key deployments: %1</source>
        <translation>die Schlüsselverteilungen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>The vast.ai listing could not be stored: %1</source>
        <translation>Die vast.ai-Instanzliste konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>provider data %1 old</source>
        <translation>Anbieterdaten %1 alt</translation>
    </message>
    <message>
        <source>no provider data yet</source>
        <translation>noch keine Anbieterdaten</translation>
    </message>
    <message>
        <source>vast.ai refresh failed %1 ago (%2); %3</source>
        <translation>vast.ai-Aktualisierung vor %1 fehlgeschlagen (%2); %3</translation>
    </message>
    <message>
        <source>vast.ai: listing instances…</source>
        <translation>vast.ai: Instanzen werden aufgelistet…</translation>
    </message>
    <message>
        <source>vast.ai: not refreshed yet</source>
        <translation>vast.ai: noch nicht aktualisiert</translation>
    </message>
    <message>
        <source>vast.ai: provider data %1 old</source>
        <translation>vast.ai: Anbieterdaten %1 alt</translation>
    </message>
    <message>
        <source>Not attached through the provider: Fleetdeck cannot reach the %1 platform from here.</source>
        <translation>Nicht über den Anbieter hinterlegt: Fleetdeck kann die Plattform %1 von hier aus nicht erreichen.</translation>
    </message>
    <message>
        <source>Not attached through %1: the deployment was cancelled.</source>
        <translation>Nicht über %1 hinterlegt: die Verteilung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Not attached through %1: the key did not log in over SSH, so it was taken out again.</source>
        <translation>Nicht über %1 hinterlegt: der Schlüssel konnte sich nicht per SSH anmelden und wurde daher wieder entfernt.</translation>
    </message>
    <message>
        <source>%1: not a private key file</source>
        <translation>%1: keine private Schlüsseldatei</translation>
    </message>
    <message>
        <source>cannot create a file in %1: %2</source>
        <translation>in %1 kann keine Datei erstellt werden: %2</translation>
    </message>
    <message>
        <source>%1 already exists; not overwriting it</source>
        <translation>%1 existiert bereits; wird nicht überschrieben</translation>
    </message>
    <message>
        <source>cannot create %1: %2</source>
        <translation>%1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>no file name for the private key</source>
        <translation>kein Dateiname für den privaten Schlüssel</translation>
    </message>
    <message>
        <source>RSA keys must have %1 to %2 bits (asked for %3)</source>
        <translation>RSA-Schlüssel müssen %1 bis %2 Bit haben (angefordert: %3)</translation>
    </message>
    <message>
        <source>the comment must be printable text on one line</source>
        <translation>der Kommentar muss druckbarer Text in einer Zeile sein</translation>
    </message>
    <message>
        <source>an empty passphrase was given; leave it out for an unencrypted key</source>
        <translation>es wurde eine leere Passphrase angegeben; lassen Sie sie für einen unverschlüsselten Schlüssel weg</translation>
    </message>
    <message>
        <source>the passphrase must be one line without NUL bytes</source>
        <translation>die Passphrase muss eine Zeile ohne NUL-Bytes sein</translation>
    </message>
    <message>
        <source>libssh could not generate a %1 key</source>
        <translation>libssh konnte keinen %1-Schlüssel erzeugen</translation>
    </message>
    <message>
        <source>libssh could not export the public key</source>
        <translation>libssh konnte den öffentlichen Schlüssel nicht exportieren</translation>
    </message>
    <message>
        <source>libssh exported an unusable public key: %1</source>
        <translation>libssh hat einen unbrauchbaren öffentlichen Schlüssel exportiert: %1</translation>
    </message>
    <message>
        <source>the public key line would not be valid: %1</source>
        <translation>die Zeile mit dem öffentlichen Schlüssel wäre ungültig: %1</translation>
    </message>
    <message>
        <source>libssh could not export the private key</source>
        <translation>libssh konnte den privaten Schlüssel nicht exportieren</translation>
    </message>
    <message>
        <source>not a supported public key</source>
        <translation>kein unterstützter öffentlicher Schlüssel</translation>
    </message>
    <message>
        <source>the comment contains control characters</source>
        <translation>der Kommentar enthält Steuerzeichen</translation>
    </message>
    <message>
        <source>the key contains a NUL byte</source>
        <translation>der Schlüssel enthält ein NUL-Byte</translation>
    </message>
    <message>
        <source>the key contains a carriage return (CR)</source>
        <translation>der Schlüssel enthält einen Wagenrücklauf (CR)</translation>
    </message>
    <message>
        <source>more than one line: paste exactly one public key</source>
        <translation>mehr als eine Zeile: fügen Sie genau einen öffentlichen Schlüssel ein</translation>
    </message>
    <message>
        <source>no key</source>
        <translation>kein Schlüssel</translation>
    </message>
    <message>
        <source>this is not a public key; use the .pub file, never the private key</source>
        <translation>dies ist kein öffentlicher Schlüssel; verwenden Sie die .pub-Datei, niemals den privaten Schlüssel</translation>
    </message>
    <message>
        <source>options are not allowed here; give the bare public key</source>
        <translation>Optionen sind hier nicht erlaubt; geben Sie nur den öffentlichen Schlüssel an</translation>
    </message>
    <message>
        <source>unsupported key type %1</source>
        <translation>nicht unterstützter Schlüsseltyp %1</translation>
    </message>
    <message>
        <source>the key data is missing</source>
        <translation>die Schlüsseldaten fehlen</translation>
    </message>
    <message>
        <source>the key data is not valid base64</source>
        <translation>die Schlüsseldaten sind kein gültiges Base64</translation>
    </message>
    <message>
        <source>the comment is not printable UTF-8</source>
        <translation>der Kommentar ist kein druckbares UTF-8</translation>
    </message>
    <message>
        <source>Deploy your public key to the node (fleetdeck-cli keys deploy --pub FILE NODE, or Node ▸ Deploy Key…), or set the node&apos;s identity to a key it already accepts (node edit NAME --identity FILE).</source>
        <translation>Verteilen Sie Ihren öffentlichen Schlüssel auf den Knoten (fleetdeck-cli keys deploy --pub FILE NODE, oder Knoten ▸ Schlüssel verteilen…), oder setzen Sie die Identität des Knotens auf einen Schlüssel, den er bereits akzeptiert (node edit NAME --identity FILE).</translation>
    </message>
    <message>
        <source>The node no longer accepts the console&apos;s key for new logins; only the open session still works.</source>
        <translation>Der Knoten akzeptiert den Schlüssel der Konsole für neue Anmeldungen nicht mehr; nur die offene Sitzung funktioniert noch.</translation>
    </message>
    <message>
        <source>The key was removed from the node&apos;s authorized_keys (vast.ai rewrites it, for one). Deploy the key again (Node ▸ Deploy Key…, or fleetdeck-cli keys deploy); for a vast.ai node that also attaches it through the platform, so that it lasts. Until then the console loses the node when this session ends.</source>
        <translation>Der Schlüssel wurde aus den authorized_keys des Knotens entfernt (vast.ai etwa schreibt sie neu). Verteilen Sie den Schlüssel erneut (Knoten ▸ Schlüssel verteilen…, oder fleetdeck-cli keys deploy); bei einem vast.ai-Knoten wird er dabei auch über die Plattform hinterlegt, sodass er erhalten bleibt. Bis dahin verliert die Konsole den Knoten, wenn diese Sitzung endet.</translation>
    </message>
    <message>
        <source>A fresh login to the node failed; only the open session still works.</source>
        <translation>Eine neue Anmeldung am Knoten ist fehlgeschlagen; nur die offene Sitzung funktioniert noch.</translation>
    </message>
    <message>
        <source>A fresh login to the node failed (%1); only the open session still works.</source>
        <translation>Eine neue Anmeldung am Knoten ist fehlgeschlagen (%1); nur die offene Sitzung funktioniert noch.</translation>
    </message>
    <message>
        <source>The detail has the failed login&apos;s code and the server&apos;s words. Fix that cause while the open session lasts: once it ends, the console cannot reach the node.</source>
        <translation>Die Details enthalten den Code der fehlgeschlagenen Anmeldung und die Meldung des Servers. Beheben Sie diese Ursache, solange die offene Sitzung besteht: sobald sie endet, kann die Konsole den Knoten nicht mehr erreichen.</translation>
    </message>
    <message>
        <source>nvidia-smi: not installed</source>
        <translation>nvidia-smi: nicht installiert</translation>
    </message>
    <message>
        <source>nvidia-smi failed (exit %1)</source>
        <translation>nvidia-smi fehlgeschlagen (Exit-Status %1)</translation>
    </message>
    <message>
        <source>nvidia-smi failed (exit %1): %2</source>
        <translation>nvidia-smi fehlgeschlagen (Exit-Status %1): %2</translation>
    </message>
    <message>
        <source>no answer from the system probe</source>
        <translation>keine Antwort von der Systemabfrage</translation>
    </message>
    <message>
        <source>the key deployment record of node &apos;%1&apos; has an invalid platform result &apos;%2&apos;</source>
        <translation>der Eintrag zur Schlüsselverteilung von Knoten &apos;%1&apos; hat ein ungültiges Plattformergebnis &apos;%2&apos;</translation>
    </message>
    <message>
        <source>too few proofs to judge: %1 completed timed proofs, %2 needed</source>
        <translation>zu wenige Beweise für ein Urteil: %1 abgeschlossene Beweise der Messphase, %2 benötigt</translation>
    </message>
    <message>
        <source>unknown: no completed timed proof</source>
        <translation>unbekannt: kein abgeschlossener Beweis der Messphase</translation>
    </message>
    <message>
        <source> … (line cut: longer than %1 KiB)</source>
        <translation> … (Zeile abgeschnitten: länger als %1 KiB)</translation>
    </message>
    <message>
        <source>longer than %1 KiB, not read</source>
        <translation>länger als %1 KiB, nicht gelesen</translation>
    </message>
    <message>
        <source>invalid port &apos;%1&apos;: not a number</source>
        <translation>ungültiger Port &apos;%1&apos;: keine Zahl</translation>
    </message>
    <message>
        <source>invalid labels &apos;%1&apos;: not a JSON object</source>
        <translation>ungültige Labels &apos;%1&apos;: kein JSON-Objekt</translation>
    </message>
    <message>
        <source>invalid labels &apos;%1&apos;: the value of &apos;%2&apos; is not a string</source>
        <translation>ungültige Labels &apos;%1&apos;: der Wert von &apos;%2&apos; ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>label &apos;%1&apos; is given twice</source>
        <translation>Label &apos;%1&apos; ist zweimal angegeben</translation>
    </message>
    <message>
        <source>invalid ssh_config &apos;%1&apos;: expected yes or no</source>
        <translation>ungültiges ssh_config &apos;%1&apos;: erwartet wird yes oder no</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
    <message>
        <source>text after a closing quote (write a quote inside a quoted field as &quot;&quot;)</source>
        <translation>Text nach einem schließenden Anführungszeichen (ein Anführungszeichen in einem Feld in Anführungszeichen wird als &quot;&quot; geschrieben)</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>ein Anführungszeichen in einem Feld ohne Anführungszeichen (setzen Sie das ganze Feld in Anführungszeichen und verdoppeln Sie das Anführungszeichen)</translation>
    </message>
    <message>
        <source>%1: no header row (expected column names such as name,host,port)</source>
        <translation>%1: keine Kopfzeile (erwartet werden Spaltennamen wie name,host,port)</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1: unknown column &apos;%2&apos; (columns: %3)</source>
        <translation>%1: unbekannte Spalte &apos;%2&apos; (Spalten: %3)</translation>
    </message>
    <message>
        <source>%1: column &apos;%2&apos; appears twice</source>
        <translation>%1: Spalte &apos;%2&apos; kommt zweimal vor</translation>
    </message>
    <message>
        <source>%1: the header has no &apos;name&apos; column</source>
        <translation>%1: die Kopfzeile hat keine Spalte &apos;name&apos;</translation>
    </message>
    <message>
        <source>%1 fields, the header has %2</source>
        <translation>%1 Felder, die Kopfzeile hat %2</translation>
    </message>
    <message>
        <source>nothing was imported (bad rows: %1)</source>
        <translation>es wurde nichts importiert (fehlerhafte Zeilen: %1)</translation>
    </message>
    <message>
        <source>cannot import nodes: %1</source>
        <translation>Knoten können nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; is already described on line %2</source>
        <translation>Knoten &apos;%1&apos; ist bereits in Zeile %2 beschrieben</translation>
    </message>
    <message>
        <source>%1: Include nested more than %2 levels deep</source>
        <translation>%1: Include mehr als %2 Ebenen tief verschachtelt</translation>
    </message>
    <message>
        <source>the pattern list is empty</source>
        <translation>die Musterliste ist leer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty pattern</source>
        <translation>&apos;%1&apos; enthält ein leeres Muster</translation>
    </message>
    <message>
        <source>%1: ssh cannot resolve &apos;%2&apos; (%3, line %4): %5</source>
        <translation>%1: ssh kann &apos;%2&apos; nicht auflösen (%3, Zeile %4): %5</translation>
    </message>
    <message>
        <source> through %1</source>
        <translation> über %1</translation>
    </message>
    <message>
        <source>expiry-time &quot;%1&quot; is not a time (YYYYMMDD[HHMM[SS]][Z])</source>
        <translation>expiry-time &quot;%1&quot; ist keine Zeitangabe (YYYYMMDD[HHMM[SS]][Z])</translation>
    </message>
    <message>
        <source>environment &quot;%1&quot; is not NAME=value</source>
        <translation>environment &quot;%1&quot; hat nicht die Form NAME=value</translation>
    </message>
    <message>
        <source>permitopen &quot;%1&quot; is not host:port</source>
        <translation>permitopen &quot;%1&quot; hat nicht die Form host:port</translation>
    </message>
    <message>
        <source>permitlisten &quot;%1&quot; is not [host:]port</source>
        <translation>permitlisten &quot;%1&quot; hat nicht die Form [host:]port</translation>
    </message>
    <message>
        <source>tunnel &quot;%1&quot; is not a tunnel device number</source>
        <translation>tunnel &quot;%1&quot; ist keine Tunnel-Gerätenummer</translation>
    </message>
    <message>
        <source>the options contain a NUL byte</source>
        <translation>die Optionen enthalten ein NUL-Byte</translation>
    </message>
    <message>
        <source>the options have an unclosed quote or a space outside quotes</source>
        <translation>die Optionen enthalten ein nicht geschlossenes Anführungszeichen oder ein Leerzeichen außerhalb von Anführungszeichen</translation>
    </message>
    <message>
        <source>an empty option</source>
        <translation>eine leere Option</translation>
    </message>
    <message>
        <source>option %1 takes no value</source>
        <translation>Option %1 nimmt keinen Wert an</translation>
    </message>
    <message>
        <source>option %1 needs a double-quoted value</source>
        <translation>Option %1 braucht einen Wert in doppelten Anführungszeichen</translation>
    </message>
    <message>
        <source>option %1 has no closing quote</source>
        <translation>Option %1 hat kein schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>option %1 is given twice</source>
        <translation>Option %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>unexpected text after option %1</source>
        <translation>unerwarteter Text nach Option %1</translation>
    </message>
    <message>
        <source>principals without cert-authority</source>
        <translation>principals ohne cert-authority</translation>
    </message>
    <message>
        <source>the %1 key holds a negative number</source>
        <translation>der %1-Schlüssel enthält eine negative Zahl</translation>
    </message>
    <message>
        <source>the RSA key has %1 bits; OpenSSH accepts %2 to %3</source>
        <translation>der RSA-Schlüssel hat %1 Bit; OpenSSH akzeptiert %2 bis %3</translation>
    </message>
    <message>
        <source>the %1 key data is not a usable key (for ECDSA: the point is not on the curve)</source>
        <translation>die Daten des %1-Schlüssels ergeben keinen verwendbaren Schlüssel (bei ECDSA: der Punkt liegt nicht auf der Kurve)</translation>
    </message>
    <message>
        <source>The server presented a host key that known_hosts lists as revoked; nothing was sent.</source>
        <translation>Der Server hat einen Hostschlüssel präsentiert, den known_hosts als widerrufen führt; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>%1 presented a host key that known_hosts lists as revoked; nothing was sent.</source>
        <translation>%1 hat einen Hostschlüssel präsentiert, den known_hosts als widerrufen führt; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>%1 presented the revoked host key %2; nothing was sent.</source>
        <translation>%1 hat den widerrufenen Hostschlüssel %2 präsentiert; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>A revoked key is never trusted, whatever the host key policy. The server still uses a key that was withdrawn (a compromised or retired machine), or someone is intercepting the connection. Have the server&apos;s host key replaced, verify the new fingerprint with the provider, and record it.</source>
        <translation>Einem widerrufenen Schlüssel wird nie vertraut, unabhängig von der Hostschlüssel-Richtlinie. Der Server verwendet noch einen zurückgezogenen Schlüssel (eine kompromittierte oder ausgemusterte Maschine), oder jemand fängt die Verbindung ab. Lassen Sie den Hostschlüssel des Servers ersetzen, überprüfen Sie den neuen Fingerabdruck beim Anbieter und speichern Sie ihn.</translation>
    </message>
    <message>
        <source>The authorized_keys path on the node is not a file Fleetdeck may edit; nothing was written.</source>
        <translation>Der authorized_keys-Pfad auf dem Knoten ist keine Datei, die Fleetdeck bearbeiten darf; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>%1 on the node is not a file Fleetdeck may edit; nothing was written.</source>
        <translation>%1 auf dem Knoten ist keine Datei, die Fleetdeck bearbeiten darf; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>Only a regular file owned by the login user (or a missing one) is edited. The detail names what the path resolves to, its type and owner: a link to /dev/null disables key logins on purpose, a link elsewhere points into files that are not the login&apos;s. Fix the link on the node, or set the node&apos;s authorized_keys path (node edit NAME --authorized-keys PATH).</source>
        <translation>Bearbeitet wird nur eine reguläre Datei, die dem Anmeldebenutzer gehört (oder eine, die noch fehlt). Die Details nennen, worauf der Pfad aufgelöst wird, sowie Typ und Eigentümer: ein Link auf /dev/null deaktiviert Schlüsselanmeldungen absichtlich, ein Link anderswohin zeigt auf Dateien, die nicht dem Anmeldebenutzer gehören. Korrigieren Sie den Link auf dem Knoten, oder setzen Sie den authorized_keys-Pfad des Knotens (node edit NAME --authorized-keys PATH).</translation>
    </message>
    <message>
        <source>%1 line %2: %3</source>
        <translation>%1 Zeile %2: %3</translation>
    </message>
    <message>
        <source>HostName %1: unknown %-token</source>
        <translation>HostName %1: unbekanntes %-Token</translation>
    </message>
    <message>
        <source>jumphost loop via %1</source>
        <translation>Jumphost-Schleife über %1</translation>
    </message>
    <message>
        <source>Can&apos;t open user config file %1</source>
        <translation>Benutzerkonfigurationsdatei %1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Too many recursive configuration includes</source>
        <translation>Zu viele rekursive Includes in der Konfiguration</translation>
    </message>
    <message>
        <source>%1 is too large for a config file</source>
        <translation>%1 ist zu groß für eine Konfigurationsdatei</translation>
    </message>
    <message>
        <source>Bad owner or permissions on %1</source>
        <translation>Falscher Eigentümer oder falsche Berechtigungen bei %1</translation>
    </message>
    <message>
        <source>%1: terminating, %2 bad configuration options (%3)</source>
        <translation>%1: Abbruch, %2 fehlerhafte Konfigurationsoptionen (%3)</translation>
    </message>
    <message>
        <source>no argument after keyword &quot;%1&quot;</source>
        <translation>kein Argument nach Schlüsselwort &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Bad configuration option: %1</source>
        <translation>Fehlerhafte Konfigurationsoption: %1</translation>
    </message>
    <message>
        <source>invalid quotes</source>
        <translation>ungültige Anführungszeichen</translation>
    </message>
    <message>
        <source>Missing argument.</source>
        <translation>Fehlendes Argument.</translation>
    </message>
    <message>
        <source>keyword %1 extra arguments at end of line</source>
        <translation>Schlüsselwort %1: zusätzliche Argumente am Zeilenende</translation>
    </message>
    <message>
        <source>keyword %1 empty argument</source>
        <translation>Schlüsselwort %1: leeres Argument</translation>
    </message>
    <message>
        <source>Bad Match condition</source>
        <translation>Fehlerhafte Match-Bedingung</translation>
    </message>
    <message>
        <source>Invalid ProxyJump &quot;%1&quot;</source>
        <translation>Ungültiges ProxyJump &quot;%1&quot;</translation>
    </message>
    <message>
        <source>keyword %1 &quot;none&quot; argument must appear alone.</source>
        <translation>Schlüsselwort %1: das Argument &quot;none&quot; muss allein stehen.</translation>
    </message>
    <message>
        <source>too many %1 entries.</source>
        <translation>zu viele %1-Einträge.</translation>
    </message>
    <message>
        <source>Bad port &apos;%1&apos;.</source>
        <translation>Ungültiger Port &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Too many identity files specified</source>
        <translation>Zu viele Identitätsdateien angegeben</translation>
    </message>
    <message>
        <source>unsupported option &quot;%1&quot;.</source>
        <translation>nicht unterstützte Option &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>invalid time value.</source>
        <translation>ungültiger Zeitwert.</translation>
    </message>
    <message>
        <source>Match exec &quot;%1&quot; needs OpenSSH&apos;s ssh to be evaluated; install openssh-client</source>
        <translation>Match exec &quot;%1&quot; kann nur vom ssh von OpenSSH ausgewertet werden; installieren Sie openssh-client</translation>
    </message>
    <message>
        <source>bad include path %1.</source>
        <translation>ungültiger Include-Pfad %1.</translation>
    </message>
    <message>
        <source>%1 %2: unknown %-token, unset ${VARIABLE} or unknown ~user</source>
        <translation>%1 %2: unbekanntes %-Token, nicht gesetztes ${VARIABLE} oder unbekannter ~user</translation>
    </message>
    <message>
        <source>GlobalKnownHostsFile %1: unknown ~user</source>
        <translation>GlobalKnownHostsFile %1: unbekannter ~user</translation>
    </message>
    <message>
        <source>%1 -G could not be started: %2</source>
        <translation>%1 -G konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 -G %2 did not answer within %3 s</source>
        <translation>%1 -G %2 hat nicht innerhalb von %3 s geantwortet</translation>
    </message>
    <message>
        <source>ssh -G %1 failed</source>
        <translation>ssh -G %1 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>ssh -G %1 printed no host name</source>
        <translation>ssh -G %1 hat keinen Hostnamen ausgegeben</translation>
    </message>
    <message>
        <source>Not a host alias: &quot;%1&quot;</source>
        <translation>Kein Host-Alias: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot record the spec of benchmark run %1: %2</source>
        <translation>die Spezifikation von Benchmark-Lauf %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot keep the backup %1 before upgrading %2</source>
        <translation>die Sicherung %1 kann vor der Aktualisierung von %2 nicht aufbewahrt werden</translation>
    </message>
    <message>
        <source>cannot finish the upgrade of %1: %2</source>
        <translation>die Aktualisierung von %1 kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <source>%1 %2 is listed as revoked for %3 in %4, line %5; it is never recorded</source>
        <translation>%1 %2 ist in %4, Zeile %5, für %3 als widerrufen eingetragen; er wird nie gespeichert</translation>
    </message>
    <message>
        <source>cannot lock %1: %2</source>
        <translation>%1 kann nicht gesperrt werden: %2</translation>
    </message>
    <message>
        <source>Benchmarks need an open database and the SSH engine.</source>
        <translation>Benchmarks benötigen eine geöffnete Datenbank und die SSH-Engine.</translation>
    </message>
    <message>
        <source>The benchmark cannot run: %1.</source>
        <translation>Der Benchmark kann nicht ausgeführt werden: %1.</translation>
    </message>
    <message>
        <source>Choose at least one node to benchmark.</source>
        <translation>Wählen Sie mindestens einen Knoten für den Benchmark.</translation>
    </message>
    <message>
        <source>There is no node called %1 in the inventory.</source>
        <translation>Im Inventar gibt es keinen Knoten namens %1.</translation>
    </message>
    <message>
        <source>The database or the SSH engine changed before the benchmark could start.</source>
        <translation>Die Datenbank oder die SSH-Engine hat sich geändert, bevor der Benchmark starten konnte.</translation>
    </message>
    <message>
        <source>The benchmark could not start: %1</source>
        <translation>Der Benchmark konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Some runs could not be recorded: %1</source>
        <translation>Einige Läufe konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Connection check passed in %1.</source>
        <translation>Verbindungsprüfung in %1 bestanden.</translation>
    </message>
    <message>
        <source>&lt; 0.1 ms</source>
        <translation>&lt; 0,1 ms</translation>
    </message>
    <message>
        <source>vast.ai: %1 %2</source>
        <translation>vast.ai: %1 %2</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>Keine Datenbank ist geöffnet.</translation>
    </message>
    <message>
        <source>The key deployment could not be recorded in the audit trail: %1</source>
        <translation>Die Schlüsselverteilung konnte nicht im Prüfprotokoll festgehalten werden: %1</translation>
    </message>
    <message>
        <source>Refreshing…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <source>Next refresh in %1 s</source>
        <translation>Nächste Aktualisierung in %1 s</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>no keychain is in use in this window</source>
        <translation>in diesem Fenster wird kein Schlüsselbund verwendet</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>access denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>not answering</source>
        <translation>antwortet nicht</translation>
    </message>
    <message>
        <source>not working</source>
        <translation>funktioniert nicht</translation>
    </message>
    <message>
        <source>Secrets: session memory only</source>
        <translation>Geheimnisse: nur im Sitzungsspeicher</translation>
    </message>
    <message>
        <source>Keychain: none</source>
        <translation>Schlüsselbund: keiner</translation>
    </message>
    <message>
        <source>Keychain: checking…</source>
        <translation>Schlüsselbund: wird geprüft…</translation>
    </message>
    <message>
        <source>Keychain: not checked</source>
        <translation>Schlüsselbund: nicht geprüft</translation>
    </message>
    <message>
        <source>Keychain: %1</source>
        <translation>Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>not a valid http or https URL</source>
        <translation>keine gültige http- oder https-URL</translation>
    </message>
    <message>
        <source>a user name or password does not belong in the address</source>
        <translation>ein Benutzername oder Passwort gehört nicht in die Adresse</translation>
    </message>
    <message>
        <source>the address takes no query or fragment</source>
        <translation>die Adresse darf keine Query und kein Fragment enthalten</translation>
    </message>
    <message>
        <source>only http and https are supported</source>
        <translation>nur http und https werden unterstützt</translation>
    </message>
    <message>
        <source>plain http is allowed only to this machine (the API key would cross the network unencrypted); use https</source>
        <translation>unverschlüsseltes http ist nur zu diesem Rechner erlaubt (der API-Schlüssel ginge unverschlüsselt über das Netzwerk); verwenden Sie https</translation>
    </message>
    <message>
        <source>page %1 of GET /api/v1/instances/ (%2 bytes): %3</source>
        <translation>Seite %1 von GET /api/v1/instances/ (%2 Bytes): %3</translation>
    </message>
    <message>
        <source>more than %1 pages</source>
        <translation>mehr als %1 Seiten</translation>
    </message>
    <message>
        <source>the same next_token came back twice</source>
        <translation>dasselbe next_token kam zweimal zurück</translation>
    </message>
    <message>
        <source>page %1 of GET /api/v1/instances/: %2</source>
        <translation>Seite %1 von GET /api/v1/instances/: %2</translation>
    </message>
    <message>
        <source>no API key was given to the client</source>
        <translation>dem Client wurde kein API-Schlüssel übergeben</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>erwartet wird ein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>public key line of %1 characters</source>
        <translation>Zeile mit öffentlichem Schlüssel aus %1 Zeichen</translation>
    </message>
    <message>
        <source>the public key must be one line such as &apos;ssh-ed25519 AAAA... comment&apos;</source>
        <translation>der öffentliche Schlüssel muss eine Zeile sein, etwa &apos;ssh-ed25519 AAAA... Kommentar&apos;</translation>
    </message>
    <message>
        <source>no complete answer to %1 within %2 ms</source>
        <translation>keine vollständige Antwort auf %1 innerhalb von %2 ms</translation>
    </message>
    <message>
        <source>%1: %2 (network error %3)</source>
        <translation>%1: %2 (Netzwerkfehler %3)</translation>
    </message>
    <message>
        <source>the answer was cut off after %1 bytes</source>
        <translation>die Antwort wurde nach %1 Bytes abgeschnitten</translation>
    </message>
    <message>
        <source>%1: HTTP %2, then %3</source>
        <translation>%1: HTTP %2, dann %3</translation>
    </message>
    <message>
        <source>HTTP %1 %2 for %3</source>
        <translation>HTTP %1 %2 für %3</translation>
    </message>
    <message>
        <source>cannot switch database %1 to WAL mode</source>
        <translation>Datenbank %1 kann nicht in den WAL-Modus geschaltet werden</translation>
    </message>
    <message>
        <source>cannot enable foreign keys on %1</source>
        <translation>Fremdschlüssel können für %1 nicht aktiviert werden</translation>
    </message>
    <message>
        <source>cannot configure %1</source>
        <translation>%1 kann nicht konfiguriert werden</translation>
    </message>
    <message>
        <source>Cancelled before anything was written.</source>
        <translation>Abgebrochen, bevor etwas geschrieben wurde.</translation>
    </message>
    <message>
        <source>%1 is no longer in the inventory.</source>
        <translation>%1 ist nicht mehr im Inventar.</translation>
    </message>
    <message>
        <source>Choose the nodes again on the Targets page.</source>
        <translation>Wählen Sie die Knoten auf der Seite „Ziele“ erneut aus.</translation>
    </message>
    <message>
        <source>The node has no SSH address yet: its provider publishes none (an instance still loading, stopped or exited).</source>
        <translation>Der Knoten hat noch keine SSH-Adresse: Sein Anbieter veröffentlicht keine (eine Instanz, die noch lädt, angehalten oder beendet ist).</translation>
    </message>
    <message>
        <source>The node has no SSH address yet: its provider publishes none (instance %1).</source>
        <translation>Der Knoten hat noch keine SSH-Adresse: Sein Anbieter veröffentlicht keine (Instanz %1).</translation>
    </message>
    <message>
        <source>Nothing was tried. The address arrives with the provider&apos;s next refresh once the instance runs (vast.ai: fleetdeck-cli node import --vast-api, or wait for the console&apos;s refresh).</source>
        <translation>Es wurde nichts versucht. Die Adresse kommt mit der nächsten Aktualisierung der Anbieterdaten, sobald die Instanz läuft (vast.ai: fleetdeck-cli node import --vast-api, oder warten Sie auf die Aktualisierung der Konsole).</translation>
    </message>
    <message>
        <source>created</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>SSH reachable</source>
        <translation>SSH erreichbar</translation>
    </message>
    <message>
        <source>daemon answering</source>
        <translation>Daemon antwortet</translation>
    </message>
    <message>
        <source>qualifying</source>
        <translation>in Qualifizierung</translation>
    </message>
    <message>
        <source>in service</source>
        <translation>in Betrieb</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>ausgemustert</translation>
    </message>
    <message>
        <source>stage %1, provider state %2</source>
        <translation>Phase %1, Anbieterstatus %2</translation>
    </message>
    <message>
        <source>stage %1; last poll: %2</source>
        <translation>Phase %1; letzte Abfrage: %2</translation>
    </message>
    <message>
        <source>no SSH login %1 min after the rent (limit %2 min; %3)</source>
        <translation>keine SSH-Anmeldung %1 min nach der Anmietung (Limit %2 min; %3)</translation>
    </message>
    <message>
        <source>the daemon did not answer %1 min after the rent (limit %2 min; %3)</source>
        <translation>der Daemon hat %1 min nach der Anmietung nicht geantwortet (Limit %2 min; %3)</translation>
    </message>
    <message>
        <source>qualification not done %1 min after it began (limit %2 min)</source>
        <translation>Qualifizierung %1 min nach ihrem Beginn nicht abgeschlossen (Limit %2 min)</translation>
    </message>
    <message>
        <source>the qualification run did not finish: %1</source>
        <translation>der Qualifizierungslauf wurde nicht abgeschlossen: %1</translation>
    </message>
    <message>
        <source>no completed timed proof</source>
        <translation>kein abgeschlossener Beweis der Messphase</translation>
    </message>
    <message>
        <source>proved %1 proofs/h, below the floor of %2</source>
        <translation>erreichte %1 proofs/h, unter der Untergrenze von %2</translation>
    </message>
    <message>
        <source>$%1 a proof, above the ceiling of $%2</source>
        <translation>$%1 pro Beweis, über der Obergrenze von $%2</translation>
    </message>
    <message>
        <source>cannot save template %1: %2</source>
        <translation>Mietvorlage %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot remove template %1: %2</source>
        <translation>Mietvorlage %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>cannot read templates: %1</source>
        <translation>die Mietvorlagen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>a saved search needs a name</source>
        <translation>eine gespeicherte Suche braucht einen Namen</translation>
    </message>
    <message>
        <source>cannot save the search %1: %2</source>
        <translation>die Suche %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot remove the search %1: %2</source>
        <translation>die Suche %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>cannot read saved searches: %1</source>
        <translation>die gespeicherten Suchen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>a bad host needs a machine id and a reason</source>
        <translation>ein gesperrter Host braucht eine Maschinen-ID und einen Grund</translation>
    </message>
    <message>
        <source>cannot add bad host %1: %2</source>
        <translation>gesperrter Host %1 kann nicht hinzugefügt werden: %2</translation>
    </message>
    <message>
        <source>cannot remove bad host %1: %2</source>
        <translation>gesperrter Host %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>cannot read bad hosts: %1</source>
        <translation>die gesperrten Hosts können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>cannot save the life of node %1: %2</source>
        <translation>der Lebenslauf von Knoten %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot read the life of node %1: %2</source>
        <translation>der Lebenslauf von Knoten %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot read the rented nodes: %1</source>
        <translation>die gemieteten Knoten können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>a template&apos;s name is 1 to 64 of A-Z a-z 0-9 . _ - (not &apos;%1&apos;)</source>
        <translation>der Name einer Mietvorlage besteht aus 1 bis 64 Zeichen aus A-Z a-z 0-9 . _ - (nicht &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>template %1 needs an image such as ghcr.io/example/cuzk:latest</source>
        <translation>Mietvorlage %1 braucht ein Image wie ghcr.io/example/cuzk:latest</translation>
    </message>
    <message>
        <source>template %1: a disk of %2 GB is not possible</source>
        <translation>Mietvorlage %1: ein Datenträger von %2 GB ist nicht möglich</translation>
    </message>
    <message>
        <source>template %1: status port %2 is not a port</source>
        <translation>Mietvorlage %1: Status-Port %2 ist kein Port</translation>
    </message>
    <message>
        <source>template %1: rate and cost floors must be positive numbers</source>
        <translation>Mietvorlage %1: Grenzwerte für Rate und Kosten müssen positive Zahlen sein</translation>
    </message>
    <message>
        <source>template %1: time limits must be positive numbers of minutes</source>
        <translation>Mietvorlage %1: Zeitlimits müssen positive Minutenzahlen sein</translation>
    </message>
    <message>
        <source>template %1: a rate or cost floor needs a benchmark preset to measure it</source>
        <translation>Mietvorlage %1: ein Grenzwert für Rate oder Kosten braucht eine Benchmark-Vorlage, die ihn misst</translation>
    </message>
    <message>
        <source>template %1: the label pattern must contain {instance} so that every node&apos;s name is unique</source>
        <translation>Mietvorlage %1: das Label-Muster muss {instance} enthalten, damit jeder Knotenname eindeutig ist</translation>
    </message>
    <message>
        <source>%1 &apos;%2&apos;</source>
        <translation>%1 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the %1 &apos;%2&apos; is not a number</source>
        <translation>die %1 &apos;%2&apos; ist keine Zahl</translation>
    </message>
    <message>
        <source>POST /api/v0/bundles/: %1</source>
        <translation>POST /api/v0/bundles/: %1</translation>
    </message>
    <message>
        <source>offer id</source>
        <translation>Angebots-ID</translation>
    </message>
    <message>
        <source>the answer has no new_contract</source>
        <translation>die Antwort enthält kein new_contract</translation>
    </message>
    <message>
        <source>PUT /api/v0/asks/%1/: %2</source>
        <translation>PUT /api/v0/asks/%1/: %2</translation>
    </message>
    <message>
        <source>instance id</source>
        <translation>Instanz-ID</translation>
    </message>
    <message>
        <source>&quot;instances&quot; is neither an object nor null</source>
        <translation>&quot;instances&quot; ist weder ein Objekt noch null</translation>
    </message>
    <message>
        <source>GET /api/v0/instances/%1/: %2</source>
        <translation>GET /api/v0/instances/%1/: %2</translation>
    </message>
    <message>
        <source>label of %1 characters</source>
        <translation>Label mit %1 Zeichen</translation>
    </message>
    <message>
        <source>a label has at most 1024 characters (this one has %1)</source>
        <translation>ein Label hat höchstens 1024 Zeichen (dieses hat %1)</translation>
    </message>
    <message>
        <source>&quot;ssh_keys&quot; holds no list</source>
        <translation>&quot;ssh_keys&quot; enthält keine Liste</translation>
    </message>
    <message>
        <source>GET /api/v0/instances/%1/ssh/: %2</source>
        <translation>GET /api/v0/instances/%1/ssh/: %2</translation>
    </message>
    <message>
        <source>key id</source>
        <translation>Schlüssel-ID</translation>
    </message>
    <message>
        <source>Offer %1 is no longer available (someone else rented it, or its host withdrew it).</source>
        <translation>Angebot %1 ist nicht mehr verfügbar (jemand anderes hat es gemietet, oder sein Host hat es zurückgezogen).</translation>
    </message>
    <message>
        <source>Nothing was rented and nothing is billed. Search the offers again and pick another one.</source>
        <translation>Es wurde nichts gemietet, und nichts wird berechnet. Suchen Sie erneut nach Angeboten und wählen Sie ein anderes.</translation>
    </message>
    <message>
        <source>vast.ai has no instance %1 in this account.</source>
        <translation>vast.ai hat in diesem Konto keine Instanz %1.</translation>
    </message>
    <message>
        <source>It was destroyed (here or elsewhere), or belongs to another account (--vast-account).</source>
        <translation>Sie wurde zerstört (hier oder anderswo) oder gehört zu einem anderen Konto (--vast-account).</translation>
    </message>
    <message>
        <source>an offer without a usable id</source>
        <translation>ein Angebot ohne brauchbare ID</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>expected an object with an &quot;offers&quot; list</source>
        <translation>erwartet wird ein Objekt mit einer Liste &quot;offers&quot;</translation>
    </message>
    <message>
        <source>template %1: %2</source>
        <translation>Mietvorlage %1: %2</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Rule %1 (%2): %3</source>
        <translation>Regel %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>no history</source>
        <translation>kein Verlauf</translation>
    </message>
    <message numerus="yes">
        <source>this machine, %n run(s)</source>
        <translation>
            <numerusform>diese Maschine, %n Lauf</numerusform>
            <numerusform>diese Maschine, %n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 ×%2, %n run(s)</source>
        <translation>
            <numerusform>%1 ×%2, %n Lauf</numerusform>
            <numerusform>%1 ×%2, %n Läufe</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 Mbps</source>
        <translation>%1 Mbps</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>unverifiziert</translation>
    </message>
    <message>
        <source>No finished benchmark run of this fleet on this machine or on %1 ×%2: nothing predicts this offer yet.</source>
        <translation>Kein abgeschlossener Benchmark-Lauf dieser Flotte auf dieser Maschine oder auf %1 ×%2: für dieses Angebot gibt es noch keine Vorhersage.</translation>
    </message>
    <message>
        <source>Measured on this very machine by this fleet&apos;s benchmark runs; the range is their 95 % intervals.</source>
        <translation>Auf genau dieser Maschine von Benchmark-Läufen dieser Flotte gemessen; der Bereich sind ihre 95-%-Intervalle.</translation>
    </message>
    <message>
        <source>From this fleet&apos;s runs on the same GPU model and count (not this machine); the range is their 95 % intervals.</source>
        <translation>Aus Läufen dieser Flotte auf demselben GPU-Modell mit derselben GPU-Anzahl (nicht auf dieser Maschine); der Bereich sind ihre 95-%-Intervalle.</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Expected proofs/h</source>
        <translation>Erwartete Beweise/h</translation>
    </message>
    <message>
        <source>Expected $/proof</source>
        <translation>Erwartete $/Beweis</translation>
    </message>
    <message>
        <source>Based on</source>
        <translation>Grundlage</translation>
    </message>
    <message>
        <source>Reliability</source>
        <translation>Zuverlässigkeit</translation>
    </message>
    <message>
        <source>CPU RAM</source>
        <translation>CPU-RAM</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>CUDA</source>
        <translation>CUDA</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verifiziert</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>benchmarks are not available</source>
        <translation>Benchmarks sind nicht verfügbar</translation>
    </message>
    <message>
        <source>no fleet is open</source>
        <translation>es ist keine Flotte geöffnet</translation>
    </message>
    <message>
        <source>vast.ai is not set up</source>
        <translation>vast.ai ist nicht eingerichtet</translation>
    </message>
    <message>
        <source>%1 (instance %2, %3</source>
        <translation>%1 (Instanz %2, %3</translation>
    </message>
    <message>
        <source>price unknown</source>
        <translation>Preis unbekannt</translation>
    </message>
    <message>
        <source>, $%1 so far</source>
        <translation>, bisher $%1</translation>
    </message>
    <message>
        <source>destroyed by the operator</source>
        <translation>vom Bediener zerstört</translation>
    </message>
    <message>
        <source>template %1 names no identity and there is no default key (~/.ssh/id_ed25519, id_ecdsa, id_rsa) with a known public half</source>
        <translation>Mietvorlage %1 nennt keine Identitätsdatei, und es gibt keinen Standardschlüssel (~/.ssh/id_ed25519, id_ecdsa, id_rsa) mit bekannter öffentlicher Hälfte</translation>
    </message>
    <message>
        <source>the public half of %1 is not known (no %1.pub beside it)</source>
        <translation>die öffentliche Hälfte von %1 ist nicht bekannt (keine %1.pub daneben)</translation>
    </message>
    <message>
        <source>no template named &apos;%1&apos;</source>
        <translation>keine Mietvorlage namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>offer %1 is not among the offers listed now</source>
        <translation>Angebot %1 ist nicht unter den derzeit gelisteten Angeboten</translation>
    </message>
    <message>
        <source>Machine %1 of offer %2 is on the bad hosts list.</source>
        <translation>Maschine %1 des Angebots %2 steht auf der Liste der gesperrten Hosts.</translation>
    </message>
    <message>
        <source>Pick another offer, or take the machine off the list (vast bad-hosts remove %1) if it deserves another chance.</source>
        <translation>Wählen Sie ein anderes Angebot, oder nehmen Sie die Maschine von der Liste (vast bad-hosts remove %1), wenn sie eine weitere Chance verdient.</translation>
    </message>
    <message>
        <source>Instance %1 was rented but could not be added as a node.</source>
        <translation>Instanz %1 wurde gemietet, konnte aber nicht als Knoten hinzugefügt werden.</translation>
    </message>
    <message>
        <source>It bills already: import it (node import --vast-api) or destroy it.</source>
        <translation>Sie wird bereits abgerechnet: Importieren Sie sie (node import --vast-api) oder zerstören Sie sie.</translation>
    </message>
    <message>
        <source>instance %1: the label was not set: %2</source>
        <translation>Instanz %1: das Label wurde nicht gesetzt: %2</translation>
    </message>
    <message>
        <source>Node %1: its lifecycle could not be saved: %2</source>
        <translation>Knoten %1: sein Lebenszyklus konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>nothing here can destroy instances</source>
        <translation>hier kann nichts Instanzen zerstören</translation>
    </message>
    <message>
        <source> (destroying it failed: %1)</source>
        <translation> (Zerstören fehlgeschlagen: %1)</translation>
    </message>
    <message>
        <source>the node is gone</source>
        <translation>der Knoten existiert nicht mehr</translation>
    </message>
    <message>
        <source>nothing here can run benchmarks</source>
        <translation>hier kann nichts Benchmarks ausführen</translation>
    </message>
    <message>
        <source>$%1/day</source>
        <translation>$%1/Tag</translation>
    </message>
    <message>
        <source>Not detached through the provider: Fleetdeck cannot reach the %1 platform from here.</source>
        <translation>Nicht über den Anbieter entfernt: Fleetdeck kann die Plattform %1 von hier aus nicht erreichen.</translation>
    </message>
    <message>
        <source>Not detached through %1: the removal was cancelled.</source>
        <translation>Nicht über %1 entfernt: das Entfernen wurde abgebrochen.</translation>
    </message>
    <message>
        <source>every check of instance %1 has failed for %2 min (now: %3)</source>
        <translation>jede Prüfung von Instanz %1 schlägt seit %2 min fehl (aktuell: %3)</translation>
    </message>
    <message>
        <source>vast.ai holds no key %1 for instance %2.</source>
        <translation>vast.ai hat für Instanz %2 keinen Schlüssel %1 hinterlegt.</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) detached</source>
        <translation>
            <numerusform>%n Schlüssel entfernt</numerusform>
            <numerusform>%n Schlüssel entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[binary output: %n byte(s) not shown]</source>
        <translation>
            <numerusform>[Binärausgabe: %n Byte nicht angezeigt]</numerusform>
            <numerusform>[Binärausgabe: %n Bytes nicht angezeigt]</numerusform>
        </translation>
    </message>
    <message>
        <source>a log pattern needs a name</source>
        <translation>ein Protokollmuster braucht einen Namen</translation>
    </message>
    <message>
        <source>log pattern %1: %2</source>
        <translation>Protokollmuster %1: %2</translation>
    </message>
    <message>
        <source>log pattern %1 has no expression</source>
        <translation>Protokollmuster %1 hat keinen Ausdruck</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>Speicher erschöpft</translation>
    </message>
    <message>
        <source>CUDA error</source>
        <translation>CUDA-Fehler</translation>
    </message>
    <message>
        <source>GPU driver error</source>
        <translation>GPU-Treiberfehler</translation>
    </message>
    <message>
        <source>panic</source>
        <translation>Panic</translation>
    </message>
    <message>
        <source>proof failed</source>
        <translation>Beweis fehlgeschlagen</translation>
    </message>
    <message>
        <source>GPU worker restarted</source>
        <translation>GPU-Worker neu gestartet</translation>
    </message>
    <message>
        <source>%1 %2× in %3 min</source>
        <translation>%1 %2× in %3 min</translation>
    </message>
    <message>
        <source>cannot record a log event: %1</source>
        <translation>ein Protokollereignis kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source> [line cut at %1 KiB]</source>
        <translation> [Zeile bei %1 KiB abgeschnitten]</translation>
    </message>
    <message>
        <source>resumed where it left off</source>
        <translation>dort fortgesetzt, wo es aufgehört hatte</translation>
    </message>
    <message>
        <source>resumed, but the last lines seen before the break were not found again: lines may be missing or repeated</source>
        <translation>fortgesetzt, aber die letzten vor der Unterbrechung gesehenen Zeilen wurden nicht wiedergefunden: Zeilen können fehlen oder doppelt erscheinen</translation>
    </message>
    <message>
        <source>the command ended</source>
        <translation>der Befehl wurde beendet</translation>
    </message>
    <message>
        <source>stream broke (%1); reading again in %2 s</source>
        <translation>Datenstrom unterbrochen (%1); erneutes Lesen in %2 s</translation>
    </message>
    <message>
        <source>invalid log source name &apos;%1&apos;: use letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;</source>
        <translation>ungültiger Name der Protokollquelle &apos;%1&apos;: verwenden Sie Buchstaben, Ziffern, &apos;.&apos;, &apos;_&apos; und &apos;-&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a built-in log source</source>
        <translation>&apos;%1&apos; ist eine eingebaute Protokollquelle</translation>
    </message>
    <message>
        <source>empty log source command</source>
        <translation>leerer Befehl für die Protokollquelle</translation>
    </message>
    <message>
        <source>unknown placeholder %1 (known: {lines}, {follow}, {follow:FLAG})</source>
        <translation>unbekannter Platzhalter %1 (bekannt: {lines}, {follow}, {follow:FLAG})</translation>
    </message>
    <message>
        <source>invalid log source &apos;%1&apos;: expected NAME=COMMAND</source>
        <translation>ungültige Protokollquelle &apos;%1&apos;: erwartet wird NAME=BEFEHL</translation>
    </message>
    <message>
        <source>cannot save log source %1: %2</source>
        <translation>Protokollquelle %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot remove log source %1: %2</source>
        <translation>Protokollquelle %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>no usable result_url in the answer</source>
        <translation>keine brauchbare result_url in der Antwort</translation>
    </message>
    <message>
        <source>PUT /api/v0/instances/request_logs/%1/: %2</source>
        <translation>PUT /api/v0/instances/request_logs/%1/: %2</translation>
    </message>
    <message>
        <source>the log was still not there after %1 tries (HTTP %2)</source>
        <translation>das Protokoll lag auch nach %1 Versuchen noch nicht vor (HTTP %2)</translation>
    </message>
    <message>
        <source>the log could not be fetched after %1 tries: %2</source>
        <translation>das Protokoll konnte nach %1 Versuchen nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>GET %1: %2</source>
        <translation>GET %1: %2</translation>
    </message>
    <message>
        <source>%1 — last at %2: %3</source>
        <translation>%1 — zuletzt um %2: %3</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>%1 (+%2 more)</source>
        <translation>%1 (+%2 weitere)</translation>
    </message>
    <message>
        <source>its log: %1</source>
        <translation>sein Protokoll: %1</translation>
    </message>
    <message>
        <source>Set the account up in Settings ▸ vast.ai.</source>
        <translation>Richten Sie das Konto unter Einstellungen ▸ vast.ai ein.</translation>
    </message>
    <message>
        <source>%1 has no log command</source>
        <translation>%1 hat keinen Protokollbefehl</translation>
    </message>
    <message>
        <source>Give it one: fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</source>
        <translation>Geben Sie ihm einen: fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</translation>
    </message>
    <message>
        <source>%1 has no log source &apos;%2&apos;</source>
        <translation>%1 hat keine Protokollquelle &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 has no SSH address yet</source>
        <translation>%1 hat noch keine SSH-Adresse</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>written to stderr</source>
        <translation>auf stderr geschrieben</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>cannot record an event: %1</source>
        <translation>ein Ereignis kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>every stage of the connection check passed</source>
        <translation>alle Stufen der Verbindungsprüfung waren erfolgreich</translation>
    </message>
    <message>
        <source>%1 (was %2)</source>
        <translation>%1 (vorher %2)</translation>
    </message>
    <message>
        <source>log pattern %1: the only node state a pattern can set is degraded</source>
        <translation>Protokollmuster %1: der einzige Knotenzustand, den ein Muster setzen kann, ist degraded</translation>
    </message>
    <message>
        <source>cannot save log pattern %1: %2</source>
        <translation>Protokollmuster %1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>cannot remove log pattern %1: %2</source>
        <translation>Protokollmuster %1 kann nicht entfernt werden: %2</translation>
    </message>
    <message>
        <source>cannot read database %1: %2</source>
        <translation>Datenbank %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>not a valid address (%1)</source>
        <translation>keine gültige Adresse (%1)</translation>
    </message>
    <message>
        <source>not a postgresql:// address</source>
        <translation>keine postgresql://-Adresse</translation>
    </message>
    <message>
        <source>a password does not belong in the store&apos;s address, where process lists, settings and logs would show it; put it in ~/.pgpass (or the file PGPASSFILE names), or use a client certificate (sslcert, sslkey)</source>
        <translation>ein Passwort gehört nicht in die Adresse des Speichers, wo Prozesslisten, Einstellungen und Protokolle es zeigen würden; legen Sie es in ~/.pgpass ab (oder in der Datei, die PGPASSFILE nennt), oder verwenden Sie ein Client-Zertifikat (sslcert, sslkey)</translation>
    </message>
    <message>
        <source>an address of a store has no &apos;#&apos; part</source>
        <translation>die Adresse eines Speichers hat keinen &apos;#&apos;-Teil</translation>
    </message>
    <message>
        <source>the database name &quot;%1&quot; contains &apos;/&apos;</source>
        <translation>der Datenbankname &quot;%1&quot; enthält &apos;/&apos;</translation>
    </message>
    <message>
        <source>unknown parameter &quot;%1&quot; (known: %2)</source>
        <translation>unbekannter Parameter &quot;%1&quot; (bekannt: %2)</translation>
    </message>
    <message>
        <source>the value of %1 contains &apos;;&apos;, which the PostgreSQL driver cannot pass on</source>
        <translation>der Wert von %1 enthält &apos;;&apos;, das der PostgreSQL-Treiber nicht weitergeben kann</translation>
    </message>
    <message>
        <source>sslmode &quot;%1&quot; is not one of %2</source>
        <translation>sslmode &quot;%1&quot; ist keiner von %2</translation>
    </message>
    <message>
        <source>host= in the query names a socket directory (an absolute path); put a server&apos;s name before the port</source>
        <translation>host= in der Abfrage nennt ein Socket-Verzeichnis (einen absoluten Pfad); den Namen eines Servers schreiben Sie vor den Port</translation>
    </message>
    <message>
        <source>two hosts: %1 and host=%2</source>
        <translation>zwei Hosts: %1 und host=%2</translation>
    </message>
    <message>
        <source>%1: Qt&apos;s PostgreSQL driver (QPSQL) is not installed here; on Debian it is the package libqt6sql6-psql</source>
        <translation>%1: Qts PostgreSQL-Treiber (QPSQL) ist hier nicht installiert; unter Debian ist es das Paket libqt6sql6-psql</translation>
    </message>
    <message>
        <source>cannot read table %1 of %2: %3</source>
        <translation>Tabelle %1 von %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1 has schema version %2 and %3 version %4; both must be at the same version</source>
        <translation>%1 hat Schemaversion %2 und %3 Version %4; beide müssen dieselbe Version haben</translation>
    </message>
    <message>
        <source>table %1 has other columns in %2 than in %3</source>
        <translation>Tabelle %1 hat in %2 andere Spalten als in %3</translation>
    </message>
    <message>
        <source>table %1: %2 rows in %3, %4 in %5</source>
        <translation>Tabelle %1: %2 Zeilen in %3, %4 in %5</translation>
    </message>
    <message>
        <source>table %1: the rows of %2 and %3 differ</source>
        <translation>Tabelle %1: die Zeilen von %2 und %3 unterscheiden sich</translation>
    </message>
    <message numerus="yes">
        <source>%1 is not empty (table %2 holds %n row(s)); a fleet is copied into an empty store only</source>
        <translation>
            <numerusform>%1 ist nicht leer (Tabelle %2 enthält %n Zeile); eine Flotte wird nur in einen leeren Speicher kopiert</numerusform>
            <numerusform>%1 ist nicht leer (Tabelle %2 enthält %n Zeilen); eine Flotte wird nur in einen leeren Speicher kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write to %1: %2</source>
        <translation>in %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot copy table %1 into %2: %3</source>
        <translation>Tabelle %1 kann nicht nach %2 kopiert werden: %3</translation>
    </message>
    <message>
        <source>cannot finish the copy into %1: %2</source>
        <translation>die Kopie nach %1 kann nicht abgeschlossen werden: %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diesem Rechner</translation>
    </message>
    <message>
        <source>cannot take the collectors&apos; lock: %1</source>
        <translation>die Sperre der Sammler lässt sich nicht nehmen: %1</translation>
    </message>
    <message>
        <source>lease round failed: %1</source>
        <translation>die Lease-Runde ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>Status from %n collector(s)</source>
        <translation>
            <numerusform>Status von %n Sammler</numerusform>
            <numerusform>Status von %n Sammlern</numerusform>
        </translation>
    </message>
    <message>
        <source>The team store lets the role &apos;%1&apos; only read: ask the store&apos;s administrator for the right to change the fleet.</source>
        <translation>Der Team-Speicher lässt die Rolle &apos;%1&apos; nur lesen: bitten Sie die Verwaltung des Speichers um das Recht, die Flotte zu ändern.</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; was removed meanwhile</source>
        <translation>Knoten „%1“ wurde inzwischen entfernt</translation>
    </message>
    <message>
        <source>an unknown time</source>
        <translation>einem unbekannten Zeitpunkt</translation>
    </message>
    <message>
        <source>someone</source>
        <translation>jemandem</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; was changed by %2 at %3 after you read it; your change was not saved</source>
        <translation>Knoten „%1“ wurde von %2 um %3 geändert, nachdem Sie ihn gelesen hatten; Ihre Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; was renamed to &apos;%4&apos; by %2 at %3 after you read it; your change was not saved</source>
        <translation>Knoten „%1“ wurde von %2 um %3 in „%4“ umbenannt, nachdem Sie ihn gelesen hatten; Ihre Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>the node was changed meanwhile</source>
        <translation>der Knoten wurde inzwischen geändert</translation>
    </message>
    <message>
        <source>template &apos;%1&apos; was removed after you read it; your change was not saved</source>
        <translation>Vorlage &apos;%1&apos; wurde entfernt, nachdem Sie sie gelesen haben; Ihre Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>template &apos;%1&apos; was changed by %2 at %3 after you read it; your change was not saved</source>
        <translation>Vorlage &apos;%1&apos; wurde von %2 um %3 geändert, nachdem Sie sie gelesen haben; Ihre Änderung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>not polled yet</source>
        <translation>noch nicht abgefragt</translation>
    </message>
    <message>
        <source>no database named</source>
        <translation>keine Datenbank angegeben</translation>
    </message>
    <message>
        <source>another running collector calls itself %1</source>
        <translation>ein anderer laufender Collector nennt sich %1</translation>
    </message>
    <message>
        <source>machine %1 is already a bad host, listed by %2 at %3 because: %4; your reason was not saved (remove the listing first to replace it)</source>
        <translation>Maschine %1 ist bereits ein schlechter Host, eingetragen von %2 um %3 mit dem Grund: %4; Ihr Grund wurde nicht gespeichert (entfernen Sie den Eintrag zuerst, um ihn zu ersetzen)</translation>
    </message>
</context>
<context>
    <name>FleetdeckCli</name>
    <message>
        <source>invalid --%1 &apos;%2&apos;: expected a number, 0 or more</source>
        <translation>ungültiges --%1 &apos;%2&apos;: erwartet wird eine Zahl größer oder gleich 0</translation>
    </message>
    <message>
        <source>invalid run id &apos;%1&apos;</source>
        <translation>ungültige Lauf-ID &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no benchmark preset named &apos;%1&apos;</source>
        <translation>keine Benchmark-Vorlage namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid --mode &apos;%1&apos;: expected per-proof or batch</source>
        <translation>ungültiges --mode &apos;%1&apos;: erwartet wird per-proof oder batch</translation>
    </message>
    <message>
        <source>Run %1 on %2: %3</source>
        <translation>Lauf %1 auf %2: %3</translation>
    </message>
    <message>
        <source>warmup</source>
        <translation>Aufwärmen</translation>
    </message>
    <message>
        <source>timed</source>
        <translation>Messung</translation>
    </message>
    <message>
        <source>cooldown</source>
        <translation>Abkühlen</translation>
    </message>
    <message>
        <source>  timed median %1, 95% CI %2–%3 s, CV %4
</source>
        <translation>  Median der Messphase %1, 95-%-KI %2–%3 s, VK %4
</translation>
    </message>
    <message>
        <source>  %1 proofs/hour</source>
        <translation>  %1 Beweise/Stunde</translation>
    </message>
    <message>
        <source>, $%1 per proof</source>
        <translation>, $%1 pro Beweis</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>  warmup sufficient: %1; throttling suspected: %2
</source>
        <translation>  Aufwärmphase ausreichend: %1; Drosselung vermutet: %2
</translation>
    </message>
    <message>
        <source>bench run: missing NODE</source>
        <translation>bench run: NODE fehlt</translation>
    </message>
    <message>
        <source>run %1 started on %2</source>
        <translation>Lauf %1 auf %2 gestartet</translation>
    </message>
    <message>
        <source>interrupted: stopping the benchmark on the nodes…</source>
        <translation>unterbrochen: Benchmark auf den Knoten wird beendet…</translation>
    </message>
    <message>
        <source>bench list: unexpected argument &apos;%1&apos;</source>
        <translation>bench list: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>bench list: invalid --state &apos;%1&apos; (running, finished, failed, cancelled, interrupted)</source>
        <translation>bench list: ungültiges --state &apos;%1&apos; (running, finished, failed, cancelled, interrupted)</translation>
    </message>
    <message>
        <source>bench list: invalid --%1 &apos;%2&apos;: expected a date like 2026-11-30 or 2026-11-30T12:00:00Z</source>
        <translation>bench list: ungültiges --%1 &apos;%2&apos;: erwartet wird ein Datum wie 2026-11-30 oder 2026-11-30T12:00:00Z</translation>
    </message>
    <message>
        <source>bench list: invalid --format &apos;%1&apos; (csv or markdown)</source>
        <translation>bench list: ungültiges --format &apos;%1&apos; (csv oder markdown)</translation>
    </message>
    <message>
        <source>bench show: expected one run ID</source>
        <translation>bench show: erwartet wird genau eine Lauf-ID</translation>
    </message>
    <message>
        <source>bench show: invalid --format &apos;%1&apos; (csv or markdown)</source>
        <translation>bench show: ungültiges --format &apos;%1&apos; (csv oder markdown)</translation>
    </message>
    <message>
        <source>bench show: there is no run %1</source>
        <translation>bench show: es gibt keinen Lauf %1</translation>
    </message>
    <message>
        <source>bench compare --baseline: expected one run ID</source>
        <translation>bench compare --baseline: erwartet wird genau eine Lauf-ID</translation>
    </message>
    <message>
        <source>bench compare: expected two run IDs</source>
        <translation>bench compare: erwartet werden zwei Lauf-IDs</translation>
    </message>
    <message>
        <source>bench compare: there is no run %1</source>
        <translation>bench compare: es gibt keinen Lauf %1</translation>
    </message>
    <message>
        <source>bench compare: run %1 has no GPU model, so it has no baseline</source>
        <translation>bench compare: Lauf %1 hat kein GPU-Modell und damit keine Vergleichsbasis</translation>
    </message>
    <message>
        <source>bench compare: no earlier finished run of %1 to compare with</source>
        <translation>bench compare: kein früherer abgeschlossener Lauf von %1 zum Vergleich</translation>
    </message>
    <message>
        <source>bench compare: a run has no completed timed proof to compare</source>
        <translation>bench compare: ein Lauf hat keinen abgeschlossenen Beweis in der Messphase zum Vergleichen</translation>
    </message>
    <message>
        <source>run %1 against the %2 baseline (%3 runs)</source>
        <translation>Lauf %1 gegen die Vergleichsbasis %2 (%3 Läufe)</translation>
    </message>
    <message>
        <source>run %1 against run %2</source>
        <translation>Lauf %1 gegen Lauf %2</translation>
    </message>
    <message>
        <source>%1: median %2 s → %3 s, %4% (95% CI %5% to %6%): %7
</source>
        <translation>%1: Median %2 s → %3 s, %4 % (95-%-KI %5 % bis %6 %): %7
</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>signifikant</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli bench run NODE... [--warmup 5] [--timed 10] [--cooldown 3]
                      [--mode per-proof|batch] [--command TEMPLATE]
                      [--parser cuzk-batch|jsonl|regex:PATTERN] [--proof-timeout S]
                      [--total-timeout S] [--proof-kind porep] [--pre-command CMD]
                      [--preset NAME] [--save-preset NAME]

Runs a benchmark on each node at once: warmup, timed and cooldown proofs. Batch mode runs
one command that reports every proof (default: cuzk-bench batch --type {proof_kind}
--count {count}); per-proof mode runs the command once per proof and times it (default:
cuzk-bench single --type {proof_kind}). Placeholders: {node} {proof_kind} {count} {warmup}
{timed} {cooldown} {index}; {{ and }} are braces. Progress goes to stderr; Ctrl-C stops
the benchmark on the nodes and records the run as cancelled. A node&apos;s `gpu` and `dph`
labels give the GPU model and its price per hour. Exit 0 when every run finished.

Usage: fleetdeck-cli bench list [NODE] [--gpu MODEL] [--state STATE] [--since DATE]
                       [--until DATE] [--limit N] [--format csv|markdown]
Usage: fleetdeck-cli bench show ID [--format csv|markdown] [--log]
Usage: fleetdeck-cli bench compare ID_A ID_B
       fleetdeck-cli bench compare ID --baseline

compare: the change of the timed median from A to B in %, its bootstrap 95% interval, and
whether it is significant (the interval excludes 0) or within noise. --baseline compares a
run with the last 5 finished runs of its GPU model.
</source>
        <translation>Aufruf: fleetdeck-cli bench run NODE... [--warmup 5] [--timed 10] [--cooldown 3]
                       [--mode per-proof|batch] [--command TEMPLATE]
                       [--parser cuzk-batch|jsonl|regex:PATTERN] [--proof-timeout S]
                       [--total-timeout S] [--proof-kind porep] [--pre-command CMD]
                       [--preset NAME] [--save-preset NAME]

Führt auf jedem Knoten gleichzeitig einen Benchmark aus: Aufwärm-, Mess- und
Abkühlbeweise. Der Batch-Modus führt einen Befehl aus, der jeden Beweis meldet
(Standard: cuzk-bench batch --type {proof_kind} --count {count}); der Modus per-proof
führt den Befehl einmal pro Beweis aus und misst ihn (Standard: cuzk-bench single
--type {proof_kind}). Platzhalter: {node} {proof_kind} {count} {warmup} {timed}
{cooldown} {index}; {{ und }} stehen für geschweifte Klammern. Der Fortschritt geht
nach stderr; Strg+C beendet den Benchmark auf den Knoten und speichert den Lauf als
abgebrochen. Die Labels `gpu` und `dph` eines Knotens geben das GPU-Modell und seinen
Preis pro Stunde an. Exit-Code 0, wenn jeder Lauf abgeschlossen wurde.

Aufruf: fleetdeck-cli bench list [NODE] [--gpu MODEL] [--state STATE] [--since DATE]
                        [--until DATE] [--limit N] [--format csv|markdown]
Aufruf: fleetdeck-cli bench show ID [--format csv|markdown] [--log]
Aufruf: fleetdeck-cli bench compare ID_A ID_B
        fleetdeck-cli bench compare ID --baseline

compare: die Änderung des Medians der Messphase von A nach B in %, ihr Bootstrap-
95-%-Intervall und ob sie signifikant ist (das Intervall schließt 0 aus) oder im
Rauschen liegt. --baseline vergleicht einen Lauf mit den letzten 5 abgeschlossenen
Läufen seines GPU-Modells.
</translation>
    </message>
    <message>
        <source>bench: missing subcommand (run, list, show, compare)</source>
        <translation>bench: Unterbefehl fehlt (run, list, show, compare)</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>unknown bench subcommand &apos;%1&apos; (run, list, show, compare)</source>
        <translation>unbekannter bench-Unterbefehl &apos;%1&apos; (run, list, show, compare)</translation>
    </message>
    <message>
        <source>unknown option %1 (see fleetdeck-cli --help)</source>
        <translation>unbekannte Option %1 (siehe fleetdeck-cli --help)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see fleetdeck-cli --help)</source>
        <translation>unbekannter Befehl &apos;%1&apos; (siehe fleetdeck-cli --help)</translation>
    </message>
    <message>
        <source>node: missing subcommand (add, edit, remove, list)</source>
        <translation>node: Unterbefehl fehlt (add, edit, remove, list)</translation>
    </message>
    <message>
        <source>unknown node subcommand &apos;%1&apos; (add, edit, remove, list, import)</source>
        <translation>unbekannter node-Unterbefehl &apos;%1&apos; (add, edit, remove, list, import)</translation>
    </message>
    <message>
        <source>unknown option --%1</source>
        <translation>unbekannte Option --%1</translation>
    </message>
    <message>
        <source>option --%1 needs a value</source>
        <translation>Option --%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>option --%1 takes no value</source>
        <translation>Option --%1 nimmt keinen Wert an</translation>
    </message>
    <message>
        <source>option --%1 given more than once</source>
        <translation>Option --%1 mehr als einmal angegeben</translation>
    </message>
    <message>
        <source>option --db needs a path</source>
        <translation>Option --db braucht einen Pfad</translation>
    </message>
    <message>
        <source>invalid --host-key-policy &apos;%1&apos;: use strict, accept-new or ask</source>
        <translation>ungültige --host-key-policy &apos;%1&apos;: verwenden Sie strict, accept-new oder ask</translation>
    </message>
    <message>
        <source>invalid --timeout &apos;%1&apos;: expected seconds greater than 0</source>
        <translation>ungültiges --timeout &apos;%1&apos;: erwartet werden Sekunden größer als 0</translation>
    </message>
    <message>
        <source>keys generate: unexpected argument &apos;%1&apos;</source>
        <translation>keys generate: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>keys generate: --out FILE is required</source>
        <translation>keys generate: --out FILE ist erforderlich</translation>
    </message>
    <message>
        <source>keys generate: unknown key type &apos;%1&apos; (ed25519, ecdsa, rsa)</source>
        <translation>keys generate: unbekannter Schlüsseltyp &apos;%1&apos; (ed25519, ecdsa, rsa)</translation>
    </message>
    <message>
        <source>keys generate: %1 already exists; not overwriting it</source>
        <translation>keys generate: %1 existiert bereits; wird nicht überschrieben</translation>
    </message>
    <message>
        <source>Passphrase for the new key: </source>
        <translation>Passphrase für den neuen Schlüssel: </translation>
    </message>
    <message>
        <source>keys generate: no passphrase was read from stdin; nothing was written</source>
        <translation>keys generate: von stdin wurde keine Passphrase gelesen; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>Private key: %1
Public key:  %2
</source>
        <translation>Privater Schlüssel:     %1
Öffentlicher Schlüssel: %2
</translation>
    </message>
    <message>
        <source>%1: cannot read %2: %3</source>
        <translation>%1: %2 kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>%1: %2 is not a public key line: %3</source>
        <translation>%1: %2 ist keine Zeile mit einem öffentlichen Schlüssel: %3</translation>
    </message>
    <message>
        <source> (dry run)</source>
        <translation> (Probelauf)</translation>
    </message>
    <message>
        <source>findings: %1</source>
        <translation>Befunde: %1</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>Behebung: %1</translation>
    </message>
    <message>
        <source>detail: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <source>warning: the audit trail could not be written: %1</source>
        <translation>Warnung: das Prüfprotokoll konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1: name the nodes, or --all</source>
        <translation>%1: nennen Sie die Knoten, oder --all</translation>
    </message>
    <message>
        <source>%1: --access-identity %2 is not a readable private key</source>
        <translation>%1: --access-identity %2 ist kein lesbarer privater Schlüssel</translation>
    </message>
    <message>
        <source>Password for the deployment&apos;s login: </source>
        <translation>Passwort für die Anmeldung der Verteilung: </translation>
    </message>
    <message>
        <source>%1: no password was read from stdin; nothing was changed</source>
        <translation>%1: von stdin wurde kein Passwort gelesen; es wurde nichts geändert</translation>
    </message>
    <message>
        <source>%1: --pub FILE is required</source>
        <translation>%1: --pub FILE ist erforderlich</translation>
    </message>
    <message>
        <source>%1: --verify-with and --no-verify exclude each other</source>
        <translation>%1: --verify-with und --no-verify schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>%1: %2 is not a readable private key: %3</source>
        <translation>%1: %2 ist kein lesbarer privater Schlüssel: %3</translation>
    </message>
    <message>
        <source>%1: %2 is the private half of %3, not of %4</source>
        <translation>%1: %2 ist die private Hälfte von %3, nicht von %4</translation>
    </message>
    <message>
        <source>%1: give either --pub FILE or --fingerprint SHA256:...</source>
        <translation>%1: geben Sie entweder --pub FILE oder --fingerprint SHA256:... an</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a SHA256 fingerprint (SHA256: and 43 base64 characters)</source>
        <translation>%1: &apos;%2&apos; ist kein SHA256-Fingerabdruck (SHA256: und 43 Base64-Zeichen)</translation>
    </message>
    <message>
        <source>  (the console logs in with this key)</source>
        <translation>  (die Konsole meldet sich mit diesem Schlüssel an)</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>keys: missing subcommand (generate, deploy, remove, audit)</source>
        <translation>keys: Unterbefehl fehlt (generate, deploy, remove, audit)</translation>
    </message>
    <message>
        <source>unknown keys subcommand &apos;%1&apos; (generate, deploy, remove, audit)</source>
        <translation>unbekannter keys-Unterbefehl &apos;%1&apos; (generate, deploy, remove, audit)</translation>
    </message>
    <message>
        <source>no node named &apos;%1&apos;</source>
        <translation>kein Knoten namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Type &apos;replace&apos; to replace the known key, anything else to refuse: </source>
        <translation>Geben Sie &apos;replace&apos; ein, um den bekannten Schlüssel zu ersetzen, alles andere lehnt ab: </translation>
    </message>
    <message>
        <source>Trust this key? Type &apos;yes&apos; to trust it, anything else to refuse: </source>
        <translation>Diesem Schlüssel vertrauen? Geben Sie &apos;yes&apos; ein, um ihm zu vertrauen, alles andere lehnt ab: </translation>
    </message>
    <message>
        <source>invalid %1 &apos;%2&apos;: expected a number between 1 and 65535</source>
        <translation>ungültiger %1 &apos;%2&apos;: erwartet wird eine Zahl zwischen 1 und 65535</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>status port</source>
        <translation>Status-Port</translation>
    </message>
    <message>
        <source>invalid --ssh-config &apos;%1&apos;: use yes or no</source>
        <translation>ungültiges --ssh-config &apos;%1&apos;: verwenden Sie yes oder no</translation>
    </message>
    <message>
        <source>node %1: missing NAME</source>
        <translation>node %1: NAME fehlt</translation>
    </message>
    <message>
        <source>node %1: unexpected argument &apos;%2&apos;</source>
        <translation>node %1: unerwartetes Argument &apos;%2&apos;</translation>
    </message>
    <message>
        <source>node add: --host is required</source>
        <translation>node add: --host ist erforderlich</translation>
    </message>
    <message>
        <source>node &apos;%1&apos; has no label &apos;%2&apos;</source>
        <translation>Knoten &apos;%1&apos; hat kein Label &apos;%2&apos;</translation>
    </message>
    <message>
        <source>node list: unexpected argument &apos;%1&apos;</source>
        <translation>node list: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>no nodes yet; add one with: fleetdeck-cli node add NAME --host HOST</source>
        <translation>noch keine Knoten; fügen Sie einen hinzu mit: fleetdeck-cli node add NAME --host HOST</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>ADRESSE</translation>
    </message>
    <message>
        <source>USER</source>
        <translation>BENUTZER</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>STATUS</translation>
    </message>
    <message>
        <source>LABELS</source>
        <translation>LABELS</translation>
    </message>
    <message>
        <source>cmd: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node add NAME --host HOST [OPTIONS]

</source>
        <translation>Aufruf: fleetdeck-cli node add NAME --host HOST [OPTIONS]

</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node edit NAME [OPTIONS]

</source>
        <translation>Aufruf: fleetdeck-cli node edit NAME [OPTIONS]

</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node remove NAME
</source>
        <translation>Aufruf: fleetdeck-cli node remove NAME
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node list [--json]
</source>
        <translation>Aufruf: fleetdeck-cli node list [--json]
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node import --vast-json FILE
       fleetdeck-cli node import --vast-api [--vast-url URL] [--vast-account NAME]

Makes a node of each vast.ai instance (provider vast, keyed by instance id): from a
saved `vastai show instances --raw` file, or from the API (key: $VAST_API_KEY, else
the keychain&apos;s vast-api-key &quot;default&quot;; --vast-account NAME reads that entry only).
Known nodes get the instance&apos;s address and provider data; names, keys, labels and
status settings stay as they are. Nodes whose instance is gone are marked, never
removed. --vast-url defaults to https://console.vast.ai; each request gets --timeout.
</source>
        <translation>Aufruf: fleetdeck-cli node import --vast-json FILE
        fleetdeck-cli node import --vast-api [--vast-url URL] [--vast-account NAME]

Legt für jede vast.ai-Instanz einen Knoten an (Anbieter vast, zugeordnet über die
Instanz-ID): aus einer gespeicherten Datei von `vastai show instances --raw` oder über
die API (Schlüssel: $VAST_API_KEY, sonst vast-api-key &quot;default&quot; aus dem Schlüsselbund;
--vast-account NAME liest nur diesen Eintrag). Bekannte Knoten erhalten die Adresse und
die Anbieterdaten der Instanz; Namen, Schlüssel, Labels und Statuseinstellungen bleiben,
wie sie sind. Knoten, deren Instanz verschwunden ist, werden markiert, nie entfernt.
--vast-url ist standardmäßig https://console.vast.ai; jede Anfrage erhält --timeout.
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli node add|edit|remove|list|import ...
NAME: 1-64 characters of A-Z a-z 0-9 . _ -
Run &apos;fleetdeck-cli node SUBCOMMAND --help&apos; for the options.
</source>
        <translation>Aufruf: fleetdeck-cli node add|edit|remove|list|import ...
NAME: 1–64 Zeichen aus A-Z a-z 0-9 . _ -
Die Optionen zeigt &apos;fleetdeck-cli node SUBCOMMAND --help&apos;.
</translation>
    </message>
    <message>
        <source>invalid --vast-url &apos;%1&apos;: %2</source>
        <translation>ungültige --vast-url &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>vast.ai API key from %1</source>
        <translation>vast.ai-API-Schlüssel aus %1</translation>
    </message>
    <message>
        <source>: gone since %1</source>
        <translation>: verschwunden seit %1</translation>
    </message>
    <message>
        <source>instance %1: %2</source>
        <translation>Instanz %1: %2</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 updated, %4 unchanged, %5 vanished, %6 skipped</source>
        <translation>%1: %2 hinzugefügt, %3 aktualisiert, %4 unverändert, %5 verschwunden, %6 übersprungen</translation>
    </message>
    <message>
        <source>node import: unexpected argument &apos;%1&apos;</source>
        <translation>node import: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>node import: give either --vast-json FILE or --vast-api</source>
        <translation>node import: geben Sie entweder --vast-json FILE oder --vast-api an</translation>
    </message>
    <message>
        <source>node import: --vast-url and --vast-account go with --vast-api</source>
        <translation>node import: --vast-url und --vast-account gehören zu --vast-api</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>warning: %1 is one page of a longer listing (next_token is set); nothing is marked vanished</source>
        <translation>Warnung: %1 ist eine Seite einer längeren Liste (next_token ist gesetzt); nichts wird als verschwunden markiert</translation>
    </message>
    <message>
        <source>%1: available (%2)</source>
        <translation>%1: verfügbar (%2)</translation>
    </message>
    <message>
        <source>%1: not available: %2</source>
        <translation>%1: nicht verfügbar: %2</translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>nothing was read from stdin; nothing was stored</source>
        <translation>von stdin wurde nichts gelesen; es wurde nichts gespeichert</translation>
    </message>
    <message>
        <source>the secret must be one line of text without NUL bytes</source>
        <translation>das Geheimnis muss eine Textzeile ohne NUL-Bytes sein</translation>
    </message>
    <message>
        <source>stored: %1</source>
        <translation>gespeichert: %1</translation>
    </message>
    <message>
        <source>deleted: %1</source>
        <translation>gelöscht: %1</translation>
    </message>
    <message>
        <source>secrets: missing subcommand (status, set, delete, list)</source>
        <translation>secrets: Unterbefehl fehlt (status, set, delete, list)</translation>
    </message>
    <message>
        <source>unknown secrets subcommand &apos;%1&apos; (status, set, delete, list)</source>
        <translation>unbekannter secrets-Unterbefehl &apos;%1&apos; (status, set, delete, list)</translation>
    </message>
    <message>
        <source>secrets %1: unexpected argument &apos;%2&apos;</source>
        <translation>secrets %1: unerwartetes Argument &apos;%2&apos;</translation>
    </message>
    <message>
        <source>secrets %1: expected KIND NAME (KIND: passphrase, password, vast-api-key)</source>
        <translation>secrets %1: erwartet wird KIND NAME (KIND: passphrase, password, vast-api-key)</translation>
    </message>
    <message>
        <source>secrets are read from stdin only, never from arguments (use --stdin and pipe the secret in)</source>
        <translation>Geheimnisse werden nur von stdin gelesen, nie aus Argumenten (verwenden Sie --stdin und leiten Sie das Geheimnis per Pipe ein)</translation>
    </message>
    <message>
        <source>secrets delete: unexpected argument &apos;%1&apos;</source>
        <translation>secrets delete: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>secrets set needs --stdin: secrets are read from stdin only</source>
        <translation>secrets set braucht --stdin: Geheimnisse werden nur von stdin gelesen</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli secrets status
       fleetdeck-cli secrets set (passphrase|password|vast-api-key) NAME --stdin
       fleetdeck-cli secrets delete (passphrase|password|vast-api-key) NAME
       fleetdeck-cli secrets list

Secrets live only in the OS keychain (service &quot;fleetdeck&quot;). NAME is the key&apos;s
fingerprint (SHA256:... as ssh-keygen -lf prints it) for a passphrase, a node name or
a label KEY=VALUE for a password, and &quot;default&quot; or an account for a vast.ai API key.
The secret is read from stdin only (one line; on a terminal, without echo).
status writes, reads back and deletes a test entry and says which keychain answered;
list prints the names of stored secrets, never their values.
</source>
        <translation>Aufruf: fleetdeck-cli secrets status
        fleetdeck-cli secrets set (passphrase|password|vast-api-key) NAME --stdin
        fleetdeck-cli secrets delete (passphrase|password|vast-api-key) NAME
        fleetdeck-cli secrets list

Geheimnisse liegen nur im Schlüsselbund des Systems (Dienst &quot;fleetdeck&quot;). NAME ist für eine
Passphrase der Fingerabdruck des Schlüssels (SHA256:... wie von ssh-keygen -lf ausgegeben),
für ein Passwort ein Knotenname oder ein Label KEY=VALUE und für einen vast.ai-API-Schlüssel
&quot;default&quot; oder ein Kontoname.
Das Geheimnis wird nur von stdin gelesen (eine Zeile; an einem Terminal ohne Echo).
status schreibt einen Testeintrag, liest ihn zurück, löscht ihn und nennt den Schlüsselbund,
der geantwortet hat; list gibt die Namen gespeicherter Geheimnisse aus, nie ihre Werte.
</translation>
    </message>
    <message>
        <source>warning: keychain: %1</source>
        <translation>Warnung: Schlüsselbund: %1</translation>
    </message>
    <message>
        <source>NODE</source>
        <translation>KNOTEN</translation>
    </message>
    <message>
        <source>STATE</source>
        <translation>ZUSTAND</translation>
    </message>
    <message>
        <source>LATENCY</source>
        <translation>LATENZ</translation>
    </message>
    <message>
        <source>QUEUE</source>
        <translation>WARTESCHLANGE</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>DONE/FAILED</source>
        <translation>FERTIG/FEHLER</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>GRUND</translation>
    </message>
    <message>
        <source>invalid --watch &apos;%1&apos;: expected seconds, 0 or more</source>
        <translation>ungültiges --watch &apos;%1&apos;: erwartet werden Sekunden, 0 oder mehr</translation>
    </message>
    <message>
        <source>--count needs --watch</source>
        <translation>--count braucht --watch</translation>
    </message>
    <message>
        <source>invalid --count &apos;%1&apos;: expected a number of rounds, 1 or more</source>
        <translation>ungültiges --count &apos;%1&apos;: erwartet wird eine Anzahl von Runden, 1 oder mehr</translation>
    </message>
    <message>
        <source>round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>check: missing NAME</source>
        <translation>check: NAME fehlt</translation>
    </message>
    <message>
        <source>check: unexpected argument &apos;%1&apos;</source>
        <translation>check: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>check %1 (%2@%3)</source>
        <translation>check %1 (%2@%3)</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli status [NAME...] [--watch SECONDS [--count N]]

Polls each selected node (default: all) concurrently. With --watch, repeats every
SECONDS (0 = back to back) for N rounds (default: until interrupted), reusing the
connections. Exit code 0 when every node is healthy, 1 otherwise.
</source>
        <translation>Aufruf: fleetdeck-cli status [NAME...] [--watch SECONDS [--count N]]

Fragt jeden gewählten Knoten (Standard: alle) gleichzeitig ab. Mit --watch wird alle
SECONDS Sekunden wiederholt (0 = ohne Pause), N Runden lang (Standard: bis zur
Unterbrechung), über dieselben Verbindungen. Exit-Code 0, wenn jeder Knoten gesund ist,
sonst 1.
</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli check NAME

Logs in afresh and runs every stage in order (resolve, connect, handshake, host_key,
auth, channel, http or exec, parse), reporting each one and the first failure.
</source>
        <translation>Aufruf: fleetdeck-cli check NAME

Meldet sich neu an und durchläuft jede Phase der Reihe nach (resolve, connect, handshake,
host_key, auth, channel, http oder exec, parse), meldet jede einzelne und den ersten Fehler.
</translation>
    </message>
    <message>
        <source>missing command</source>
        <translation>Befehl fehlt</translation>
    </message>
    <message>
        <source>invalid --language &apos;%1&apos;: use en, de or zh_CN</source>
        <translation>ungültige --language &apos;%1&apos;: verwenden Sie en, de oder zh_CN</translation>
    </message>
    <message>
        <source>platform (%1): attached to instance %2</source>
        <translation>Plattform (%1): bei Instanz %2 hinterlegt</translation>
    </message>
    <message>
        <source>platform (%1): not attached: %2</source>
        <translation>Plattform (%1): nicht hinterlegt: %2</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli keys generate --out FILE [--type ed25519|ecdsa|rsa] [--comment TEXT]
                                   [--passphrase-stdin]

Writes a new key pair: FILE (mode 0600) and FILE.pub. Never overwrites either.
  --type TYPE          ed25519 (default), ecdsa (P-256) or rsa (3072 bits)
  --comment TEXT       the comment of the public key line
  --passphrase-stdin   encrypt the private key with one line read from stdin


Usage: fleetdeck-cli keys deploy --pub FILE (NODE... | --all) [--dry-run] [--repair]
                                 [--verify-with PRIVATE_FILE | --no-verify]
                                 [--vast-url URL] [--vast-account NAME]

Adds the key to each node&apos;s authorized_keys over SFTP: a temp file, fsync, a re-read of the
original, a .fleetdeck.bak copy, an atomic rename; then a fresh login with only the new key
(the private key beside FILE, else --verify-with, else the ssh-agent). If that login fails,
the original is put back (rolled_back). A key already present is left alone (unchanged).
  --repair             also split glued keys, turn CRLF into LF, end the file with a newline
  --dry-run            read and plan only; show what would change
A node imported from vast.ai also gets the key attached through the platform (its
authorized_keys does not last there); API key: VAST_API_KEY, else the keychain.
  --vast-url URL       the vast.ai console&apos;s address (default https://console.vast.ai)
  --vast-account NAME  the keychain&apos;s vast-api-key entry to use

Usage: fleetdeck-cli keys remove (--pub FILE | --fingerprint SHA256:...) (NODE... | --all)
                                 [--dry-run]

Removes every line with that key. The key the console logs in with is removed only when
another of the console&apos;s keys stays in the file and logs in afresh first (else: refused).

Usage: fleetdeck-cli keys audit [NODE...]

Lists each node&apos;s keys (type, fingerprint, comment, options), the file&apos;s findings, and
which key the console logs in with.

Logging in for deploy, remove and audit (beyond the node&apos;s own login and the keychain):
  --access-identity FILE   log in with this private key instead
  --password-stdin         read a password for the login from stdin (used, never stored)
</source>
        <translation>Aufruf: fleetdeck-cli keys generate --out FILE [--type ed25519|ecdsa|rsa] [--comment TEXT]
                                    [--passphrase-stdin]

Schreibt ein neues Schlüsselpaar: FILE (Modus 0600) und FILE.pub. Überschreibt keine
der beiden Dateien.
  --type TYPE          ed25519 (Standard), ecdsa (P-256) oder rsa (3072 Bit)
  --comment TEXT       der Kommentar der Zeile mit dem öffentlichen Schlüssel
  --passphrase-stdin   den privaten Schlüssel mit einer von stdin gelesenen Zeile
                       verschlüsseln


Aufruf: fleetdeck-cli keys deploy --pub FILE (NODE... | --all) [--dry-run] [--repair]
                                  [--verify-with PRIVATE_FILE | --no-verify]
                                  [--vast-url URL] [--vast-account NAME]

Fügt den Schlüssel per SFTP zur authorized_keys jedes Knotens hinzu: eine temporäre Datei,
fsync, erneutes Lesen des Originals, eine Kopie .fleetdeck.bak, ein atomares Umbenennen;
danach eine neue Anmeldung nur mit dem neuen Schlüssel (der private Schlüssel neben FILE,
sonst --verify-with, sonst der ssh-agent). Schlägt diese Anmeldung fehl, wird das Original
zurückgelegt (rolled_back). Ein bereits vorhandener Schlüssel bleibt unberührt (unchanged).
  --repair             auch verklebte Schlüssel trennen, CRLF in LF umwandeln und die Datei
                       mit einem Zeilenumbruch abschließen
  --dry-run            nur lesen und planen; zeigen, was sich ändern würde
Bei einem aus vast.ai importierten Knoten wird der Schlüssel zusätzlich über die Plattform
hinterlegt (seine authorized_keys hat dort keinen Bestand); API-Schlüssel: VAST_API_KEY,
sonst der Schlüsselbund.
  --vast-url URL       die Adresse der vast.ai-Konsole (Standard https://console.vast.ai)
  --vast-account NAME  der zu verwendende vast-api-key-Eintrag des Schlüsselbunds

Aufruf: fleetdeck-cli keys remove (--pub FILE | --fingerprint SHA256:...) (NODE... | --all)
                                  [--dry-run]

Entfernt jede Zeile mit diesem Schlüssel. Der Schlüssel, mit dem sich die Konsole anmeldet,
wird nur entfernt, wenn ein anderer Schlüssel der Konsole in der Datei bleibt und sich zuvor
neu anmelden konnte (sonst: refused).

Aufruf: fleetdeck-cli keys audit [NODE...]

Listet die Schlüssel jedes Knotens (Typ, Fingerabdruck, Kommentar, Optionen), die Befunde
der Datei und den Schlüssel, mit dem sich die Konsole anmeldet.

Anmeldung für deploy, remove und audit (über die eigene Anmeldung des Knotens und den
Schlüsselbund hinaus):
  --access-identity FILE   stattdessen mit diesem privaten Schlüssel anmelden
  --password-stdin         ein Passwort für die Anmeldung von stdin lesen (wird verwendet,
                           nie gespeichert)
</translation>
    </message>
    <message>
        <source>  known:     %1</source>
        <translation>  bekannt:     %1</translation>
    </message>
    <message>
        <source>  presented: %1 %2</source>
        <translation>  präsentiert: %1 %2</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>
       fleetdeck-cli node import --ssh-config [FILE] [--match PATTERN]
       fleetdeck-cli node import --csv FILE

--ssh-config makes a node of each Host alias without wildcards in FILE (default
$FLEETDECK_SSH_CONFIG, else ~/.ssh/config) and the files it includes, named and
addressed by the alias and honouring the config at every connection; --match keeps
the aliases an ssh pattern list matches (* ?, comma-separated, !negation).
--csv reads a header row of node list --json field names (name, host, port, user,
identity, status_port, status_path, status_command, authorized_keys, labels as
k=v;k2=v2, ssh_config yes|no) and one node a row; any bad row imports nothing.
Both update known nodes by name and never remove one.
</source>
        <translation>
        fleetdeck-cli node import --ssh-config [FILE] [--match PATTERN]
        fleetdeck-cli node import --csv FILE

--ssh-config legt für jeden Host-Alias ohne Wildcards in FILE (Standard
$FLEETDECK_SSH_CONFIG, sonst ~/.ssh/config) und in den davon eingebundenen Dateien einen
Knoten an, benannt und adressiert über den Alias, der bei jeder Verbindung der
Konfiguration folgt; --match behält die Aliasse, auf die eine ssh-Musterliste passt
(* ?, durch Kommas getrennt, !Verneinung).
--csv liest eine Kopfzeile mit Feldnamen von node list --json (name, host, port, user,
identity, status_port, status_path, status_command, authorized_keys, labels als
k=v;k2=v2, ssh_config yes|no) und einen Knoten pro Zeile; ist eine Zeile fehlerhaft,
wird nichts importiert.
Beide aktualisieren bekannte Knoten anhand des Namens und entfernen nie einen.
</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>, resolves to %1</source>
        <translation>, aufgelöst zu %1</translation>
    </message>
    <message>
        <source>%1: %2 added, %3 updated, %4 unchanged, %5 skipped</source>
        <translation>%1: %2 hinzugefügt, %3 aktualisiert, %4 unverändert, %5 übersprungen</translation>
    </message>
    <message>
        <source>invalid --match: %1</source>
        <translation>ungültiges --match: %1</translation>
    </message>
    <message>
        <source>cannot read %1: no such file</source>
        <translation>%1 kann nicht gelesen werden: die Datei existiert nicht</translation>
    </message>
    <message>
        <source>warning: connections resolve these nodes through %1 ($FLEETDECK_SSH_CONFIG or ~/.ssh/config), not %2</source>
        <translation>Warnung: Verbindungen lösen diese Knoten über %1 auf ($FLEETDECK_SSH_CONFIG oder ~/.ssh/config), nicht über %2</translation>
    </message>
    <message>
        <source>node import: give either --ssh-config or --csv</source>
        <translation>node import: geben Sie entweder --ssh-config oder --csv an</translation>
    </message>
    <message>
        <source>node import: --%1 does not go with --ssh-config or --csv</source>
        <translation>node import: --%1 passt nicht zu --ssh-config oder --csv</translation>
    </message>
    <message>
        <source>node import: --match goes with --ssh-config</source>
        <translation>node import: --match gehört zu --ssh-config</translation>
    </message>
    <message>
        <source>warning: the provider&apos;s list could not be read (%1); judging from what is known</source>
        <translation>Warnung: die Liste des Anbieters konnte nicht gelesen werden (%1); es wird nach dem bisher Bekannten beurteilt</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>lifecycle: unexpected argument &apos;%1&apos;</source>
        <translation>lifecycle: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--watch takes seconds, 0.5 or more</source>
        <translation>--watch erwartet Sekunden, 0.5 oder mehr</translation>
    </message>
    <message>
        <source>--count takes a number of rounds, 1 or more, with --watch</source>
        <translation>--count erwartet eine Anzahl von Runden, 1 oder mehr, zusammen mit --watch</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli lifecycle [--watch SECONDS [--count N]] [--vast-url URL] [--vast-account NAME]

Applies each template&apos;s stages and rules to the nodes rented through it: refreshes the
instances from vast.ai, polls the nodes, moves each through created, loading, running,
ssh, daemon, qualifying and in_service, runs the qualification benchmark when the daemon
answers (and waits for it), and trips the template&apos;s time limits and floors: the node
is marked failed with the reason, or destroyed where the template retires automatically.
A machine that failed qualification or was retired is added to the bad hosts.
A freshly rented node&apos;s host key is learned only under --host-key-policy accept-new.
</source>
        <translation>Aufruf: fleetdeck-cli lifecycle [--watch SECONDS [--count N]] [--vast-url URL] [--vast-account NAME]

Wendet die Phasen und Regeln jeder Mietvorlage auf die darüber gemieteten Knoten an: aktualisiert
die Instanzen von vast.ai, fragt die Knoten ab, führt jeden durch created, loading, running, ssh,
daemon, qualifying und in_service, startet den Qualifizierungs-Benchmark, sobald der Daemon
antwortet (und wartet auf ihn), und greift bei überschrittenen Zeitlimits und Grenzwerten der
Mietvorlage ein: Der Knoten wird mit dem Grund als failed markiert oder, wenn die Mietvorlage
automatisch ausmustert, zerstört.
Eine Maschine, die die Qualifizierung nicht bestanden hat oder ausgemustert wurde, kommt auf die
Liste der gesperrten Hosts.
Der Hostschlüssel eines frisch gemieteten Knotens wird nur mit --host-key-policy accept-new übernommen.
</translation>
    </message>
    <message>
        <source>(no address yet)</source>
        <translation>(noch keine Adresse)</translation>
    </message>
    <message>
        <source>--%1 takes a positive number, not &apos;%2&apos;</source>
        <translation>--%1 erwartet eine positive Zahl, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>vast offers: unexpected argument &apos;%1&apos;</source>
        <translation>vast offers: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--order takes one of %1 (a trailing - for descending)</source>
        <translation>--order erwartet eines von %1 (ein angehängtes - für absteigend)</translation>
    </message>
    <message>
        <source>no history</source>
        <translation>keine Historie</translation>
    </message>
    <message>
        <source>%1 proofs/h (%2-%3), %4/proof, %5 of %6 run(s)</source>
        <translation>%1 proofs/h (%2-%3), %4/proof, %5, Läufe: %6</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>diese Maschine</translation>
    </message>
    <message>
        <source>same GPU model</source>
        <translation>gleiches GPU-Modell</translation>
    </message>
    <message>
        <source>  [bad host]</source>
        <translation>  [gesperrter Host]</translation>
    </message>
    <message>
        <source>%1 offer(s); %2 duplicate(s) merged, %3 bad host(s) hidden</source>
        <translation>Angebote: %1; zusammengeführte Duplikate: %2, ausgeblendete gesperrte Hosts: %3</translation>
    </message>
    <message>
        <source>ssh %1 min</source>
        <translation>SSH %1 min</translation>
    </message>
    <message>
        <source>daemon %1 min</source>
        <translation>Daemon %1 min</translation>
    </message>
    <message>
        <source>qualify %1 min</source>
        <translation>Qualifizierung %1 min</translation>
    </message>
    <message>
        <source>&gt;= %1 proofs/h</source>
        <translation>&gt;= %1 proofs/h</translation>
    </message>
    <message>
        <source>&lt;= $%1/proof</source>
        <translation>&lt;= $%1/proof</translation>
    </message>
    <message>
        <source>no rules</source>
        <translation>keine Regeln</translation>
    </message>
    <message>
        <source>auto-retire</source>
        <translation>automatisch ausmustern</translation>
    </message>
    <message>
        <source>notify only</source>
        <translation>nur melden</translation>
    </message>
    <message>
        <source>vast templates list: unexpected argument &apos;%1&apos;</source>
        <translation>vast templates list: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>usage: vast templates remove NAME</source>
        <translation>Aufruf: vast templates remove NAME</translation>
    </message>
    <message>
        <source>no template named &apos;%1&apos;</source>
        <translation>keine Mietvorlage namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>vast templates: expected list, set or remove</source>
        <translation>vast templates: erwartet wird list, set oder remove</translation>
    </message>
    <message>
        <source>usage: vast templates set NAME --image IMAGE [options]</source>
        <translation>Aufruf: vast templates set NAME --image IMAGE [Optionen]</translation>
    </message>
    <message>
        <source>--env takes KEY=VALUE, not &apos;%1&apos;</source>
        <translation>--env erwartet KEY=VALUE, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--auto-retire takes yes or no</source>
        <translation>--auto-retire erwartet yes oder no</translation>
    </message>
    <message>
        <source>no benchmark preset named &apos;%1&apos; (see bench presets)</source>
        <translation>keine Benchmark-Vorlage namens &apos;%1&apos; (siehe bench presets)</translation>
    </message>
    <message>
        <source>vast bad-hosts list takes no argument</source>
        <translation>vast bad-hosts list nimmt kein Argument an</translation>
    </message>
    <message>
        <source>vast bad-hosts: expected list, add or remove</source>
        <translation>vast bad-hosts: erwartet wird list, add oder remove</translation>
    </message>
    <message>
        <source>vast bad-hosts %1: give one machine id</source>
        <translation>vast bad-hosts %1: geben Sie genau eine Maschinen-ID an</translation>
    </message>
    <message>
        <source>vast bad-hosts add: say why with --reason TEXT</source>
        <translation>vast bad-hosts add: nennen Sie den Grund mit --reason TEXT</translation>
    </message>
    <message>
        <source>vast bad-hosts remove takes no --reason</source>
        <translation>vast bad-hosts remove nimmt kein --reason an</translation>
    </message>
    <message>
        <source>machine %1 is not a bad host</source>
        <translation>Maschine %1 ist kein gesperrter Host</translation>
    </message>
    <message>
        <source>unknown vast subcommand &apos;%1&apos; (see fleetdeck-cli help vast)</source>
        <translation>unbekannter vast-Unterbefehl &apos;%1&apos; (siehe fleetdeck-cli help vast)</translation>
    </message>
    <message>
        <source>%1 -- refusing without a terminal to ask; add --yes</source>
        <translation>%1 -- ohne Terminal für die Rückfrage abgelehnt; fügen Sie --yes hinzu</translation>
    </message>
    <message>
        <source> Type yes to go on: </source>
        <translation> Geben Sie yes ein, um fortzufahren: </translation>
    </message>
    <message>
        <source>nothing was done</source>
        <translation>es wurde nichts unternommen</translation>
    </message>
    <message>
        <source>usage: vast rent OFFER_ID... --template NAME [--yes]</source>
        <translation>Aufruf: vast rent OFFER_ID... --template NAME [--yes]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an offer id</source>
        <translation>&apos;%1&apos; ist keine Angebots-ID</translation>
    </message>
    <message>
        <source>no template named &apos;%1&apos; (see vast templates list)</source>
        <translation>keine Mietvorlage namens &apos;%1&apos; (siehe vast templates list)</translation>
    </message>
    <message numerus="yes">
        <source>Rent %n instance(s) with template %1 for %2/h (%3/day)?</source>
        <translation>
            <numerusform>%n Instanz mit Mietvorlage %1 für %2/h (%3/Tag) mieten?</numerusform>
            <numerusform>%n Instanzen mit Mietvorlage %1 für %2/h (%3/Tag) mieten?</numerusform>
        </translation>
    </message>
    <message>
        <source>warning: instance %1: the key was not attached: %2</source>
        <translation>Warnung: Instanz %1: der Schlüssel wurde nicht hinterlegt: %2</translation>
    </message>
    <message>
        <source>rented offer %1 as instance %2: node %3 (%4/h)</source>
        <translation>Angebot %1 als Instanz %2 gemietet: Knoten %3 (%4/h)</translation>
    </message>
    <message>
        <source>offer %1 not rented: %2</source>
        <translation>Angebot %1 nicht gemietet: %2</translation>
    </message>
    <message>
        <source>usage: vast label NODE TEXT</source>
        <translation>Aufruf: vast label NODE TEXT</translation>
    </message>
    <message>
        <source>usage: vast %1 NODE...</source>
        <translation>Aufruf: vast %1 NODE...</translation>
    </message>
    <message>
        <source>--yes goes with vast destroy</source>
        <translation>--yes gehört zu vast destroy</translation>
    </message>
    <message>
        <source>node %1 is not a vast.ai instance</source>
        <translation>Knoten %1 ist keine vast.ai-Instanz</translation>
    </message>
    <message>
        <source>Destroy for good: %1?</source>
        <translation>Endgültig zerstören: %1?</translation>
    </message>
    <message>
        <source>%1: %2 (instance %3)</source>
        <translation>%1: %2 (Instanz %3)</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli vast offers [--gpu NAME] [--num-gpus N] [--max-dph USD] [--min-reliability R]
                         [--disk GB] [--region CC] [--order FIELD[-]] [--limit N] [--include-bad]
       fleetdeck-cli vast templates list | remove NAME
       fleetdeck-cli vast templates set NAME --image IMAGE [--disk GB] [--env K=V]... [--onstart CMD]
                         [--identity FILE] [--status-port PORT] [--label KEY=VALUE]...
                         [--preset BENCH_PRESET] [--min-proofs-per-hour X] [--max-usd-per-proof Y]
                         [--ssh-minutes M] [--daemon-minutes M] [--qualify-minutes M]
                         [--auto-retire yes|no] [--label-pattern TEXT] [--user NAME]
       fleetdeck-cli vast rent OFFER_ID... --template NAME [--yes]
       fleetdeck-cli vast destroy NODE... [--yes] | stop NODE... | start NODE... | reboot NODE...
       fleetdeck-cli vast label NODE TEXT
       fleetdeck-cli vast bad-hosts list | add MACHINE_ID --reason TEXT | remove MACHINE_ID

Every command takes --vast-url URL and --vast-account NAME like node import --vast-api.
offers shows what each offer is expected to prove an hour and cost a proof, from this fleet&apos;s
finished benchmarks on the same machine, else on the same GPU model and count; bad hosts are
left out unless --include-bad. rent attaches the template&apos;s key through the platform and adds
each instance as a node at once (no SSH address yet). Without --yes, rent and destroy ask on a
terminal and refuse without one.
</source>
        <translation>Aufruf: fleetdeck-cli vast offers [--gpu NAME] [--num-gpus N] [--max-dph USD] [--min-reliability R]
                          [--disk GB] [--region CC] [--order FIELD[-]] [--limit N] [--include-bad]
        fleetdeck-cli vast templates list | remove NAME
        fleetdeck-cli vast templates set NAME --image IMAGE [--disk GB] [--env K=V]... [--onstart CMD]
                          [--identity FILE] [--status-port PORT] [--label KEY=VALUE]...
                          [--preset BENCH_PRESET] [--min-proofs-per-hour X] [--max-usd-per-proof Y]
                          [--ssh-minutes M] [--daemon-minutes M] [--qualify-minutes M]
                          [--auto-retire yes|no] [--label-pattern TEXT] [--user NAME]
        fleetdeck-cli vast rent OFFER_ID... --template NAME [--yes]
        fleetdeck-cli vast destroy NODE... [--yes] | stop NODE... | start NODE... | reboot NODE...
        fleetdeck-cli vast label NODE TEXT
        fleetdeck-cli vast bad-hosts list | add MACHINE_ID --reason TEXT | remove MACHINE_ID

Jeder Befehl nimmt --vast-url URL und --vast-account NAME an, wie node import --vast-api.
offers zeigt, wie viele Beweise jedes Angebot voraussichtlich pro Stunde schafft und was ein
Beweis kostet, nach den abgeschlossenen Benchmarks dieser Flotte auf derselben Maschine, sonst
auf demselben GPU-Modell mit derselben GPU-Anzahl; gesperrte Hosts werden ohne --include-bad
ausgelassen. rent hinterlegt den Schlüssel der Mietvorlage über die Plattform und legt jede
Instanz sofort als Knoten an (noch ohne SSH-Adresse). Ohne --yes fragen rent und destroy an
einem Terminal nach und lehnen ohne Terminal ab.
</translation>
    </message>
    <message>
        <source>%1: qualification run %2 started</source>
        <translation>%1: Qualifizierungslauf %2 gestartet</translation>
    </message>
    <message>
        <source>platform (%1): detached from instance %2 (%3)</source>
        <translation>Plattform (%1): von Instanz %2 entfernt (%3)</translation>
    </message>
    <message>
        <source>platform (%1): %2</source>
        <translation>Plattform (%1): %2</translation>
    </message>
    <message>
        <source>platform (%1): failed: %2: %3</source>
        <translation>Plattform (%1): fehlgeschlagen: %2: %3</translation>
    </message>
    <message>
        <source>logs sources: unexpected argument &apos;%1&apos;</source>
        <translation>logs sources: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>logs sources: defaults apply to every node (or --label): no NODE</source>
        <translation>logs sources: Standardquellen gelten für jeden Knoten (oder --label): kein NODE</translation>
    </message>
    <message>
        <source>no default log source &apos;%1&apos;</source>
        <translation>keine Standard-Protokollquelle &apos;%1&apos;</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>--set-default, --remove-default and --label belong to &apos;logs sources&apos;</source>
        <translation>--set-default, --remove-default und --label gehören zu &apos;logs sources&apos;</translation>
    </message>
    <message>
        <source>logs: --all or node names, not both</source>
        <translation>logs: --all oder Knotennamen, nicht beides</translation>
    </message>
    <message>
        <source>logs: name one or more nodes, or --all</source>
        <translation>logs: nennen Sie einen oder mehrere Knoten, oder --all</translation>
    </message>
    <message>
        <source>invalid --lines &apos;%1&apos;: expected 0 to 1000000</source>
        <translation>ungültiges --lines &apos;%1&apos;: erwartet wird 0 bis 1000000</translation>
    </message>
    <message>
        <source>invalid --since &apos;%1&apos;: expected an ISO-8601 time or a duration such as 30s, 15m, 2h or 1d</source>
        <translation>ungültiges --since &apos;%1&apos;: erwartet wird eine ISO-8601-Zeit oder eine Dauer wie 30s, 15m, 2h oder 1d</translation>
    </message>
    <message>
        <source>invalid --grep: %1</source>
        <translation>ungültiges --grep: %1</translation>
    </message>
    <message>
        <source>invalid --level &apos;%1&apos;: expected error, warn, info, debug or trace</source>
        <translation>ungültiges --level &apos;%1&apos;: erwartet wird error, warn, info, debug oder trace</translation>
    </message>
    <message>
        <source>logs: the fleet has no nodes</source>
        <translation>logs: die Flotte hat keine Knoten</translation>
    </message>
    <message>
        <source>the node has no log command</source>
        <translation>der Knoten hat keinen Protokollbefehl</translation>
    </message>
    <message>
        <source>add one: fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</source>
        <translation>fügen Sie einen hinzu: fleetdeck-cli node edit %1 --log-source cuzk=&apos;journalctl -u cuzk -n {lines} {follow} -o short-iso&apos;</translation>
    </message>
    <message>
        <source>the node has no log source &apos;%1&apos;</source>
        <translation>der Knoten hat keine Protokollquelle &apos;%1&apos;</translation>
    </message>
    <message>
        <source>see its sources: fleetdeck-cli logs sources %1</source>
        <translation>seine Quellen anzeigen: fleetdeck-cli logs sources %1</translation>
    </message>
    <message>
        <source>the lines seen last are no longer in the source: some may have been missed</source>
        <translation>die zuletzt gesehenen Zeilen sind nicht mehr in der Quelle: einige wurden möglicherweise verpasst</translation>
    </message>
    <message>
        <source>  --host HOST               host name or IP address (required for add)
  --port PORT               SSH port (default 22)
  --user USER               login name (default root)
  --identity FILE           private key for this node (default: agent, then default keys)
  --status-port PORT        cuzk status port on the node (default 9821)
  --status-path PATH        status path (default /status)
  --status-command CMD      run CMD over SSH instead; its stdout is the status
  --authorized-keys PATH    remote file key deployment edits
                            (default ~/.ssh/authorized_keys)
  --label KEY=VALUE         set a label (repeatable)
  --ssh-config yes|no       honour ~/.ssh/config for HOST (HostName, Port,
                            User, IdentityFile, ProxyJump); default no
  --log-source NAME=COMMAND a log source: a remote command with {lines}, {follow}
                            or {follow:FLAG}, e.g. cuzk=journalctl -u cuzk -n {lines}
                            {follow} (repeatable; see fleetdeck-cli logs --help)
</source>
        <translation>  --host HOST               Hostname oder IP-Adresse (für add erforderlich)
  --port PORT               SSH-Port (Standard 22)
  --user USER               Anmeldename (Standard root)
  --identity FILE           privater Schlüssel für diesen Knoten (Standard: Agent,
                            dann die Standardschlüssel)
  --status-port PORT        cuzk-Status-Port auf dem Knoten (Standard 9821)
  --status-path PATH        Statuspfad (Standard /status)
  --status-command CMD      stattdessen CMD per SSH ausführen; seine Ausgabe auf stdout
                            ist der Status
  --authorized-keys PATH    entfernte Datei, die die Schlüsselverteilung bearbeitet
                            (Standard ~/.ssh/authorized_keys)
  --label KEY=VALUE         ein Label setzen (wiederholbar)
  --ssh-config yes|no       ~/.ssh/config für HOST berücksichtigen (HostName, Port,
                            User, IdentityFile, ProxyJump); Standard no
  --log-source NAME=COMMAND eine Protokollquelle: ein entfernter Befehl mit {lines},
                            {follow} oder {follow:FLAG}, z. B.
                            cuzk=journalctl -u cuzk -n {lines} {follow}
                            (wiederholbar; siehe fleetdeck-cli logs --help)
</translation>
    </message>
    <message>
        <source>  --unlabel KEY             remove a label (repeatable)
  --unlog-source NAME       remove a log source (repeatable)
  --rename NEW              give the node a new name
An empty value (--identity &quot;&quot;) clears --identity and --status-command.
</source>
        <translation>  --unlabel KEY             ein Label entfernen (wiederholbar)
  --unlog-source NAME       eine Protokollquelle entfernen (wiederholbar)
  --rename NEW              dem Knoten einen neuen Namen geben
Ein leerer Wert (--identity &quot;&quot;) löscht --identity und --status-command.
</translation>
    </message>
    <message>
        <source>logs patterns: unexpected argument &apos;%1&apos;</source>
        <translation>logs patterns: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--title, --severity and --state go with --set</source>
        <translation>--title, --severity und --state gehören zu --set</translation>
    </message>
    <message>
        <source>invalid --set &apos;%1&apos;: expected NAME=REGEX</source>
        <translation>ungültiges --set &apos;%1&apos;: erwartet wird NAME=REGEX</translation>
    </message>
    <message>
        <source>invalid --severity &apos;%1&apos;: expected error, warning or info</source>
        <translation>ungültiges --severity &apos;%1&apos;: erwartet wird error, warning oder info</translation>
    </message>
    <message>
        <source>invalid --state &apos;%1&apos;: a pattern can only make a node degraded</source>
        <translation>ungültiges --state &apos;%1&apos;: ein Muster kann einen Knoten nur auf degraded setzen</translation>
    </message>
    <message>
        <source>no log pattern &apos;%1&apos; of this fleet&apos;s own (built-in ones cannot be removed)</source>
        <translation>kein eigenes Protokollmuster &apos;%1&apos; dieser Flotte (eingebaute können nicht entfernt werden)</translation>
    </message>
    <message>
        <source>(fleet)</source>
        <translation>(Flotte)</translation>
    </message>
    <message>
        <source>(built-in)</source>
        <translation>(eingebaut)</translation>
    </message>
    <message>
        <source>--%1 belongs to &apos;logs patterns&apos;</source>
        <translation>--%1 gehört zu &apos;logs patterns&apos;</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli logs NODE... [OPTIONS]
       fleetdeck-cli logs --all [OPTIONS]
       fleetdeck-cli logs sources [NODE] [--set-default NAME=COMMAND | --remove-default NAME]
                                  [--label KEY=VALUE]
       fleetdeck-cli logs patterns [--set NAME=REGEX [--title TEXT] [--severity error|warning|info]
                                   [--state degraded] | --remove NAME]

Shows the newest lines of each node&apos;s log, merged in time order with a node column when there
are several; with -f follows them live, reading a source again where it left off after a lost
connection. Colour codes are stripped; times and levels are read from the lines (Rust tracing,
journalctl short-iso, level=..., [LEVEL]).

  --source NAME      a source of the node (default: its first command source); built in:
                     bench (stored benchmark output), events (Fleetdeck&apos;s own events for the
                     node), vast (a vast.ai instance&apos;s container output)
  -f, --follow       follow until interrupted
  --lines N          the newest N lines of each node (default 100)
  --since WHEN       lines not older than an ISO-8601 time or a duration (30s, 15m, 2h, 1d)
  --grep REGEX       lines that match
  --level LEVEL      lines at LEVEL or more serious (error, warn, info, debug, trace)
  --vast-url URL, --vast-account NAME  for the vast source

Sources are remote commands with {lines}, {follow} (-f when following) and {follow:FLAG}, set
per node (node add|edit --log-source NAME=COMMAND) or as defaults for every node or a label&apos;s
nodes (logs sources --set-default NAME=COMMAND [--label KEY=VALUE]).

Patterns turn lines into events in the console (CUDA and driver errors, out of memory, panics,
failed proofs are built in); `logs patterns --set` adds one of the fleet&apos;s own, which replaces a
built-in one of the same name.

--json prints one JSON object per line: node, source, time, level, stream, text. Exit code 1
when a source cannot be read (its diagnosis on stderr, and with --json as a line
{&quot;node&quot;:...,&quot;diagnosis&quot;:{...}}).
</source>
        <translation>Aufruf: fleetdeck-cli logs NODE... [OPTIONS]
        fleetdeck-cli logs --all [OPTIONS]
        fleetdeck-cli logs sources [NODE] [--set-default NAME=COMMAND | --remove-default NAME]
                                   [--label KEY=VALUE]
        fleetdeck-cli logs patterns [--set NAME=REGEX [--title TEXT] [--severity error|warning|info]
                                    [--state degraded] | --remove NAME]

Zeigt die neuesten Zeilen des Protokolls jedes Knotens, zeitlich zusammengeführt und mit einer
Knotenspalte, wenn es mehrere sind; mit -f werden sie live verfolgt, und nach einer verlorenen
Verbindung wird eine Quelle dort weitergelesen, wo sie aufgehört hat. Farbcodes werden
entfernt; Zeiten und Level werden aus den Zeilen gelesen (Rust tracing, journalctl short-iso,
level=..., [LEVEL]).

  --source NAME      eine Quelle des Knotens (Standard: seine erste Befehlsquelle); eingebaut:
                     bench (gespeicherte Benchmark-Ausgabe), events (Fleetdecks eigene
                     Ereignisse zum Knoten), vast (Container-Ausgabe einer vast.ai-Instanz)
  -f, --follow       bis zum Abbruch verfolgen
  --lines N          die neuesten N Zeilen jedes Knotens (Standard 100)
  --since WHEN       Zeilen, die nicht älter sind als eine ISO-8601-Zeit oder eine Dauer
                     (30s, 15m, 2h, 1d)
  --grep REGEX       Zeilen, auf die REGEX passt
  --level LEVEL      Zeilen mit Level LEVEL oder schwerwiegender (error, warn, info, debug,
                     trace)
  --vast-url URL, --vast-account NAME  für die Quelle vast

Quellen sind entfernte Befehle mit {lines}, {follow} (-f beim Verfolgen) und {follow:FLAG},
festgelegt pro Knoten (node add|edit --log-source NAME=COMMAND) oder als Standard für alle
Knoten oder die Knoten eines Labels
(logs sources --set-default NAME=COMMAND [--label KEY=VALUE]).

Muster machen in der Konsole aus Zeilen Ereignisse (CUDA- und Treiberfehler, Speichermangel,
Panics und fehlgeschlagene Beweise sind eingebaut); `logs patterns --set` fügt ein eigenes Muster
der Flotte hinzu, das ein eingebautes gleichen Namens ersetzt.

--json gibt pro Zeile ein JSON-Objekt aus: node, source, time, level, stream, text.
Exit-Code 1, wenn eine Quelle nicht gelesen werden kann (ihre Diagnose auf stderr, mit --json
als Zeile {&quot;node&quot;:...,&quot;diagnosis&quot;:{...}}).
</translation>
    </message>
    <message>
        <source>store copy: unexpected argument &apos;%1&apos;</source>
        <translation>store copy: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>store copy needs --from and --to (a file path or a postgresql:// URL)</source>
        <translation>store copy braucht --from und --to (einen Dateipfad oder eine postgresql://-URL)</translation>
    </message>
    <message>
        <source>store copy: --from and --to are the same store</source>
        <translation>store copy: --from und --to sind derselbe Speicher</translation>
    </message>
    <message>
        <source>store copy: there is no store at %1</source>
        <translation>store copy: unter %1 gibt es keinen Speicher</translation>
    </message>
    <message numerus="yes">
        <source>  %1: %n row(s), verified</source>
        <translation>
            <numerusform>  %1: %n Zeile, geprüft</numerusform>
            <numerusform>  %1: %n Zeilen, geprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>  %1: %2 row(s) in the source, %3 in the copy, DIFFERENT</source>
        <translation>  %1: %2 Zeile(n) in der Quelle, %3 in der Kopie, VERSCHIEDEN</translation>
    </message>
    <message>
        <source>copied %1 rows in %2 tables from %3 to %4; every table verified (%5 s)</source>
        <translation>%1 Zeilen in %2 Tabellen von %3 nach %4 kopiert; jede Tabelle geprüft (%5 s)</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli store copy --from PATH_OR_URL --to PATH_OR_URL

Copies a whole fleet (nodes, labels, status history, events, key deployments,
benchmarks, templates, bad hosts, log sources and patterns) from one store to
another: an SQLite file or postgresql://USER@HOST:PORT/DBNAME[?sslmode=...].
The target must be empty (a new file, or a new database); both are brought to
this version&apos;s schema first. After the copy both stores are read again and
every table must match row for row, or the command fails (exit 1).
Secrets are never in a store: they stay in each operator&apos;s keychain.
</source>
        <translation>Aufruf: fleetdeck-cli store copy --from PATH_OR_URL --to PATH_OR_URL

Kopiert eine ganze Flotte (Knoten, Labels, Statusverlauf, Ereignisse, Schlüsselverteilungen,
Benchmarks, Vorlagen, schlechte Hosts, Protokollquellen und -muster) von einem Speicher in
einen anderen: eine SQLite-Datei oder postgresql://USER@HOST:PORT/DBNAME[?sslmode=...].
Das Ziel muss leer sein (eine neue Datei oder eine neue Datenbank); beide werden zuerst auf das
Schema dieser Version gebracht. Nach dem Kopieren werden beide Speicher erneut gelesen, und jede
Tabelle muss Zeile für Zeile übereinstimmen, sonst schlägt der Befehl fehl (Exit-Code 1).
Geheimnisse liegen nie in einem Speicher: sie bleiben im Schlüsselbund jedes Bedieners.
</translation>
    </message>
    <message>
        <source>store: missing subcommand (copy)</source>
        <translation>store: Unterbefehl fehlt (copy)</translation>
    </message>
    <message>
        <source>unknown store subcommand &apos;%1&apos; (copy)</source>
        <translation>unbekannter store-Unterbefehl &apos;%1&apos; (copy)</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli [GLOBAL OPTIONS] COMMAND [ARGS]

Commands:
  node add|edit|remove|list|import  manage the fleet&apos;s inventory
  status [NAME...]            poll nodes (--watch SECONDS [--count N])
  check NAME                  run every connection stage and report each
  secrets status|set|delete|list  secrets in the OS keychain
  keys generate|deploy|remove|audit  keys and the nodes&apos; authorized_keys
  bench run|list|show|compare benchmarks: warmup, timed and cooldown proofs
  vast offers|templates|rent|destroy|stop|start|reboot|label|bad-hosts
                              rent, manage and retire vast.ai instances
  lifecycle [--watch SECONDS]  stages, qualification and rules of rented nodes
  logs NODE...|--all [-f]     the nodes&apos; logs, merged in time order, live with -f
  store copy --from A --to B  copy a whole fleet between stores, verified
  collect [--metrics-listen HOST:PORT]  poll the fleet into the store, sharing
                              it with other collectors by leases; /metrics
  help [COMMAND]              show help for a command

Global options (before or after the command):
  --db PATH|URL               the store: an SQLite file or a team&apos;s
                              postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]
                              (default: $FLEETDECK_DB, else
                              &lt;XDG data home&gt;/fleetdeck/fleetdeck.sqlite)
  --known-hosts PATH          known_hosts file (default: $FLEETDECK_KNOWN_HOSTS,
                              else ~/.ssh/known_hosts)
  --host-key-policy POLICY    strict, accept-new or ask (default: ask)
  --timeout SECONDS           deadline per operation (default: 10)
  --json                      print exactly one JSON document on stdout
  --language LANG             en, de or zh_CN for messages (default: the system&apos;s
                              language); --json output is never translated
  --version                   print the version
  --help                      show help (also per command)

Exit codes: 0 success, 1 operation failed or node not healthy, 2 usage error.
</source>
        <translation>Aufruf: fleetdeck-cli [GLOBALE OPTIONEN] BEFEHL [ARGUMENTE]

Befehle:
  node add|edit|remove|list|import  das Inventar der Flotte verwalten
  status [NAME...]            Knoten abfragen (--watch SECONDS [--count N])
  check NAME                  jede Verbindungsphase durchlaufen und einzeln melden
  secrets status|set|delete|list  Geheimnisse im Schlüsselbund des Systems
  keys generate|deploy|remove|audit  Schlüssel und die authorized_keys der Knoten
  bench run|list|show|compare Benchmarks: Aufwärm-, Mess- und Abkühlbeweise
  vast offers|templates|rent|destroy|stop|start|reboot|label|bad-hosts
                              vast.ai-Instanzen mieten, verwalten und ausmustern
  lifecycle [--watch SECONDS]  Phasen, Qualifizierung und Regeln gemieteter Knoten
  logs NODE...|--all [-f]     Protokolle der Knoten, zeitlich zusammengeführt, live mit -f
  store copy --from A --to B  eine ganze Flotte zwischen Speichern kopieren, geprüft
  collect [--metrics-listen HOST:PORT]  die Flotte in den Speicher abfragen, mit
                              anderen Sammlern per Leases geteilt; /metrics
  help [BEFEHL]               Hilfe zu einem Befehl anzeigen

Globale Optionen (vor oder nach dem Befehl):
  --db PATH|URL               der Speicher: eine SQLite-Datei oder der eines Teams,
                              postgresql://USER@HOST:PORT/DBNAME[?sslmode=...]
                              (Standard: $FLEETDECK_DB, sonst
                              &lt;XDG-Datenverzeichnis&gt;/fleetdeck/fleetdeck.sqlite)
  --known-hosts PATH          known_hosts-Datei (Standard: $FLEETDECK_KNOWN_HOSTS,
                              sonst ~/.ssh/known_hosts)
  --host-key-policy POLICY    strict, accept-new oder ask (Standard: ask)
  --timeout SECONDS           Frist pro Vorgang (Standard: 10)
  --json                      genau ein JSON-Dokument auf stdout ausgeben
  --language LANG             en, de oder zh_CN für Meldungen (Standard: die Sprache
                              des Systems); --json-Ausgaben werden nie übersetzt
  --version                   die Version ausgeben
  --help                      Hilfe anzeigen (auch pro Befehl)

Exit-Codes: 0 Erfolg, 1 Vorgang fehlgeschlagen oder Knoten nicht gesund, 2 Aufruffehler.
</translation>
    </message>
    <message>
        <source>invalid --%1 &apos;%2&apos;: expected seconds, %3 or more</source>
        <translation>ungültiges --%1 &apos;%2&apos;: erwartet werden Sekunden, %3 oder mehr</translation>
    </message>
    <message>
        <source>collect: unexpected argument &apos;%1&apos;</source>
        <translation>collect: unerwartetes Argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>invalid --metrics-listen &apos;%1&apos;: expected ADDRESS:PORT, e.g. 127.0.0.1:9464</source>
        <translation>ungültiges --metrics-listen &apos;%1&apos;: erwartet wird ADRESSE:PORT, z. B. 127.0.0.1:9464</translation>
    </message>
    <message>
        <source>collect: cannot read the identity %1</source>
        <translation>collect: die Identität %1 ist nicht lesbar</translation>
    </message>
    <message>
        <source>cannot serve metrics on %1: %2</source>
        <translation>Metriken können nicht unter %1 angeboten werden: %2</translation>
    </message>
    <message>
        <source>collector %1: polling %2 of %3 nodes (%4 collectors)</source>
        <translation>Sammler %1: fragt %2 von %3 Knoten ab (%4 Sammler)</translation>
    </message>
    <message>
        <source>collector %1: %2</source>
        <translation>Sammler %1: %2</translation>
    </message>
    <message>
        <source>serving metrics on http://%1:%2/metrics</source>
        <translation>Metriken unter http://%1:%2/metrics</translation>
    </message>
    <message>
        <source>Usage: fleetdeck-cli collect [--metrics-listen HOST:PORT] [--lease SECONDS]
                             [--interval SECONDS] [--identity FILE]

Polls the fleet into the store until stopped (SIGINT, SIGTERM): each node&apos;s newest
status and its history, for consoles and scripts that read the store. Several
collectors on one store share the nodes by leases: each node is polled by one of
them; the nodes of a collector that stops are taken over at once, those of one that
dies when its leases run out.

  --metrics-listen HOST:PORT  serve /metrics in Prometheus&apos; text format there
  --lease SECONDS             how long a lease lasts (default 15, at least 1)
  --interval SECONDS          how often each node is polled (default 10)
  --identity FILE             log in to every node with this key instead of
                              the one the node names

As a service (systemd), its secrets come from $CREDENTIALS_DIRECTORY: pgpass
(the store&apos;s password, in ~/.pgpass&apos;s format), ssh-identity and known_hosts.

A line on stderr whenever the nodes held change; with --json, JSON lines on stdout:
{&quot;collector&quot;,&quot;held&quot;,&quot;nodes&quot;,&quot;collectors&quot;} (and &quot;error&quot; when a round failed).
</source>
        <translation>Aufruf: fleetdeck-cli collect [--metrics-listen HOST:PORT] [--lease SECONDS]
                              [--interval SECONDS] [--identity FILE]

Fragt die Flotte ab und schreibt in den Speicher, bis er angehalten wird (SIGINT, SIGTERM):
den neuesten Status jedes Knotens und seinen Verlauf, für Konsolen und Skripte, die den
Speicher lesen. Mehrere Sammler auf einem Speicher teilen sich die Knoten per Leases: jeder
Knoten wird von genau einem abgefragt; die Knoten eines Sammlers, der anhält, werden sofort
übernommen, die eines Sammlers, der stirbt, sobald seine Leases ablaufen.

  --metrics-listen HOST:PORT  dort /metrics im Textformat von Prometheus anbieten
  --lease SECONDS             wie lange eine Lease gilt (Standard 15, mindestens 1)
  --interval SECONDS          wie oft jeder Knoten abgefragt wird (Standard 10)
  --identity FILE             bei jedem Knoten mit diesem Schlüssel anmelden statt
                              mit dem, den der Knoten nennt

Als Dienst (systemd) kommen seine Geheimnisse aus $CREDENTIALS_DIRECTORY: pgpass
(das Passwort des Speichers im Format von ~/.pgpass), ssh-identity und known_hosts.

Eine Zeile auf stderr, wann immer sich die gehaltenen Knoten ändern; mit --json JSON-Zeilen
auf stdout: {&quot;collector&quot;,&quot;held&quot;,&quot;nodes&quot;,&quot;collectors&quot;} (und &quot;error&quot;, wenn eine Runde
fehlschlug).
</translation>
    </message>
    <message>
        <source>collector %1: collector %2 is gone (its session with the store ended); its nodes are free</source>
        <translation>Collector %1: Collector %2 ist fort (seine Sitzung mit dem Speicher endete); seine Knoten sind frei</translation>
    </message>
    <message>
        <source>note: another process drives the lifecycle rules on this store; shown as it has them, nothing done here</source>
        <translation>Hinweis: Ein anderer Prozess führt die Lebenszyklusregeln dieses Speichers aus; angezeigt wie gespeichert, hier wird nichts unternommen</translation>
    </message>
</context>
<context>
    <name>FleetdeckUi</name>
    <message>
        <source>working</source>
        <translation>funktioniert</translation>
    </message>
    <message>
        <source>not checked yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>not in use</source>
        <translation>nicht verwendet</translation>
    </message>
    <message>
        <source>QtKeychain %1, %2 (%3)</source>
        <translation>QtKeychain %1, %2 (%3)</translation>
    </message>
    <message>
        <source>; secrets are kept in this session&apos;s memory only</source>
        <translation>; Geheimnisse werden nur im Arbeitsspeicher dieser Sitzung gehalten</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (kompiliert mit %2)</translation>
    </message>
    <message>
        <source>About Fleetdeck</source>
        <translation>Über Fleetdeck</translation>
    </message>
    <message>
        <source>Fleetdeck</source>
        <translation>Fleetdeck</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>libssh</source>
        <translation>libssh</translation>
    </message>
    <message>
        <source>Keychain</source>
        <translation>Schlüsselbund</translation>
    </message>
    <message>
        <source>Platform</source>
        <translation>Plattform</translation>
    </message>
    <message>
        <source>Fleetdeck %1</source>
        <translation>Fleetdeck %1</translation>
    </message>
    <message>
        <source>An operations console for fleets of rented GPU servers running the cuzk proving daemon.</source>
        <translation>Eine Betriebskonsole für Flotten gemieteter GPU-Server, auf denen der Proving-Daemon cuzk läuft.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Fleetdeck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version (GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY. &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;Read the licence&lt;/a&gt;.</source>
        <translation>Fleetdeck ist freie Software: Sie können sie unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version (GPL-3.0-or-later), weitergeben und/oder verändern. Sie wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt. &lt;a href=&quot;https://www.gnu.org/licenses/gpl-3.0.html&quot;&gt;Lizenz lesen&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>&amp;Copy Versions</source>
        <translation>&amp;Versionen kopieren</translation>
    </message>
    <message>
        <source>Put the versions on the clipboard, e.g. for a bug report</source>
        <translation>Die Versionen in die Zwischenablage kopieren, z. B. für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>Timed median</source>
        <translation>Median der Messphase</translation>
    </message>
    <message>
        <source>@value s</source>
        <translation>@value s</translation>
    </message>
    <message>
        <source>Timed median wall time (s), whiskers: 95 % CI</source>
        <translation>Median der Laufzeit in der Messphase (s), Fehlerbalken: 95-%-KI</translation>
    </message>
    <message>
        <source>Group by GPU model</source>
        <translation>Nach GPU-Modell gruppieren</translation>
    </message>
    <message>
        <source>One bar per GPU model: the timed proofs of its runs pooled</source>
        <translation>Ein Balken pro GPU-Modell: die Beweise der Messphase aller seiner Läufe zusammengefasst</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Timed median (95 % CI)</source>
        <translation>Median Messphase (95-%-KI)</translation>
    </message>
    <message>
        <source>Baseline runs</source>
        <translation>Vergleichsläufe</translation>
    </message>
    <message>
        <source>Baseline</source>
        <translation>Vergleichsbasis</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>95 % CI</source>
        <translation>95-%-KI</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>The last %1 finished runs of the same GPU model that started before this one</source>
        <translation>Die letzten %1 abgeschlossenen Läufe desselben GPU-Modells, die vor diesem gestartet wurden</translation>
    </message>
    <message>
        <source>The median of those runs&apos; timed medians</source>
        <translation>Der Median der Mediane der Messphase dieser Läufe</translation>
    </message>
    <message>
        <source>The bootstrap 95 % interval of the change</source>
        <translation>Das Bootstrap-95-%-Intervall der Änderung</translation>
    </message>
    <message>
        <source>Against the GPU model&apos;s baseline</source>
        <translation>Gegen die Vergleichsbasis des GPU-Modells</translation>
    </message>
    <message>
        <source>Timed medians</source>
        <translation>Mediane der Messphase</translation>
    </message>
    <message>
        <source>%1 (95 % CI %2 to %3): %4</source>
        <translation>%1 (95-%-KI %2 bis %3): %4</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>signifikant</translation>
    </message>
    <message>
        <source>within noise</source>
        <translation>im Rauschen</translation>
    </message>
    <message>
        <source>Run %1 (%2) against run %3 (%4)</source>
        <translation>Lauf %1 (%2) gegen Lauf %3 (%4)</translation>
    </message>
    <message>
        <source>%1: cannot be compared — each needs a completed timed proof.</source>
        <translation>%1: kein Vergleich möglich — jeder braucht einen abgeschlossenen Beweis in der Messphase.</translation>
    </message>
    <message>
        <source>%1: timed median %2 against %3, %4</source>
        <translation>%1: Median der Messphase %2 gegenüber %3, %4</translation>
    </message>
    <message>
        <source> — run %1 is faster.</source>
        <translation> — Lauf %1 ist schneller.</translation>
    </message>
    <message>
        <source> — run %1 is slower.</source>
        <translation> — Lauf %1 ist langsamer.</translation>
    </message>
    <message>
        <source> — no difference beyond noise.</source>
        <translation> — kein Unterschied über das Rauschen hinaus.</translation>
    </message>
    <message>
        <source>GPU unknown</source>
        <translation>GPU unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1 (%n Lauf)</numerusform>
            <numerusform>%1 (%n Läufe)</numerusform>
        </translation>
    </message>
    <message>
        <source>Select runs in the table: two of them are compared with each other, each one with its GPU model&apos;s baseline, and all of them in the chart.</source>
        <translation>Wählen Sie Läufe in der Tabelle aus: zwei davon werden miteinander verglichen, jeder mit der Vergleichsbasis seines GPU-Modells, und alle im Diagramm.</translation>
    </message>
    <message>
        <source>Select a second run to compare the two.</source>
        <translation>Wählen Sie einen zweiten Lauf aus, um beide zu vergleichen.</translation>
    </message>
    <message>
        <source>%1 runs selected; the first %2 are shown, the first two compared with each other.</source>
        <translation>%1 Läufe ausgewählt; die ersten %2 werden angezeigt, die ersten beiden miteinander verglichen.</translation>
    </message>
    <message>
        <source>%1 runs selected; the first two are compared with each other.</source>
        <translation>%1 Läufe ausgewählt; die ersten beiden werden miteinander verglichen.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>no baseline: the GPU model is unknown</source>
        <translation>keine Vergleichsbasis: das GPU-Modell ist unbekannt</translation>
    </message>
    <message>
        <source>no baseline: no earlier finished run of this GPU model</source>
        <translation>keine Vergleichsbasis: kein früherer abgeschlossener Lauf dieses GPU-Modells</translation>
    </message>
    <message>
        <source>no completed timed proof to compare</source>
        <translation>kein abgeschlossener Beweis der Messphase zum Vergleichen</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>faster (significant)</source>
        <translation>schneller (signifikant)</translation>
    </message>
    <message>
        <source>slower (significant)</source>
        <translation>langsamer (signifikant)</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1–%2 s</source>
        <translation>%1–%2 s</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1 (%2–%3)</translation>
    </message>
    <message>
        <source>Warmup</source>
        <translation>Aufwärmphase</translation>
    </message>
    <message>
        <source>Timed</source>
        <translation>Messphase</translation>
    </message>
    <message>
        <source>Cooldown</source>
        <translation>Abkühlphase</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <source>Running %1/%2</source>
        <translation>Läuft %1/%2</translation>
    </message>
    <message>
        <source>Warmup sufficient: not known — too few proofs to judge (%1 completed timed, %2 needed)</source>
        <translation>Aufwärmphase ausreichend: unbekannt — zu wenige Beweise für ein Urteil (%1 abgeschlossen in der Messphase, %2 benötigt)</translation>
    </message>
    <message>
        <source>Warmup sufficient: yes — every timed proof took the same time</source>
        <translation>Aufwärmphase ausreichend: ja — jeder Beweis der Messphase dauerte gleich lang</translation>
    </message>
    <message>
        <source>Warmup sufficient: yes — no trend in the timed phase (%1 over %2 proofs)</source>
        <translation>Aufwärmphase ausreichend: ja — kein Trend in der Messphase (%1 über %2 Beweise)</translation>
    </message>
    <message>
        <source>Warmup sufficient: no — the timed proofs still get faster (%1 over %2 proofs, significant at 5 %)</source>
        <translation>Aufwärmphase ausreichend: nein — die Beweise der Messphase werden noch schneller (%1 über %2 Beweise, signifikant bei 5 %)</translation>
    </message>
    <message>
        <source>Warmup sufficient: no — the timed proofs get slower (%1 over %2 proofs, significant at 5 %)</source>
        <translation>Aufwärmphase ausreichend: nein — die Beweise der Messphase werden langsamer (%1 über %2 Beweise, signifikant bei 5 %)</translation>
    </message>
    <message>
        <source>Throttling suspected: not known — no completed cooldown proof</source>
        <translation>Drosselung vermutet: unbekannt — kein abgeschlossener Beweis in der Abkühlphase</translation>
    </message>
    <message>
        <source>Throttling suspected: not known — the timed median needs 2 completed proofs for its interval</source>
        <translation>Drosselung vermutet: unbekannt — der Median der Messphase braucht 2 abgeschlossene Beweise für sein Intervall</translation>
    </message>
    <message>
        <source>Throttling suspected: yes — cooldown median %1 above the timed CI %2</source>
        <translation>Drosselung vermutet: ja — Median der Abkühlphase %1 über dem KI der Messphase %2</translation>
    </message>
    <message>
        <source>Throttling suspected: no — cooldown median %1 below the timed CI %2</source>
        <translation>Drosselung vermutet: nein — Median der Abkühlphase %1 unter dem KI der Messphase %2</translation>
    </message>
    <message>
        <source>Throttling suspected: no — cooldown median %1 within the timed CI %2</source>
        <translation>Drosselung vermutet: nein — Median der Abkühlphase %1 innerhalb des KI der Messphase %2</translation>
    </message>
    <message>
        <source>steady</source>
        <translation>eingeschwungen</translation>
    </message>
    <message>
        <source>not warm</source>
        <translation>nicht aufgewärmt</translation>
    </message>
    <message>
        <source>throttling?</source>
        <translation>Drosselung?</translation>
    </message>
    <message>
        <source>no throttling</source>
        <translation>keine Drosselung</translation>
    </message>
    <message>
        <source>%1 + %2 + %3 proofs</source>
        <translation>%1 + %2 + %3 Beweise</translation>
    </message>
    <message>
        <source>parser %1</source>
        <translation>Parser %1</translation>
    </message>
    <message>
        <source>preset “%1”</source>
        <translation>Vorlage „%1“</translation>
    </message>
    <message>
        <source>No output yet.</source>
        <translation>Noch keine Ausgabe.</translation>
    </message>
    <message>
        <source>Benchmarks — Fleetdeck</source>
        <translation>Benchmarks — Fleetdeck</translation>
    </message>
    <message>
        <source>Run Details</source>
        <translation>Laufdetails</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>New Run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save the runs as listed, or the run shown below, as CSV, JSON or Markdown</source>
        <translation>Die aufgelisteten Läufe oder den unten angezeigten Lauf als CSV, JSON oder Markdown speichern</translation>
    </message>
    <message>
        <source>Listed Runs as CSV…</source>
        <translation>Aufgelistete Läufe als CSV…</translation>
    </message>
    <message>
        <source>Listed Runs as JSON…</source>
        <translation>Aufgelistete Läufe als JSON…</translation>
    </message>
    <message>
        <source>Listed Runs as Markdown…</source>
        <translation>Aufgelistete Läufe als Markdown…</translation>
    </message>
    <message>
        <source>Shown Run as Markdown Report…</source>
        <translation>Angezeigter Lauf als Markdown-Bericht…</translation>
    </message>
    <message>
        <source>Shown Run as JSON…</source>
        <translation>Angezeigter Lauf als JSON…</translation>
    </message>
    <message>
        <source>Shown Run&apos;s Proofs as CSV…</source>
        <translation>Beweise des angezeigten Laufs als CSV…</translation>
    </message>
    <message>
        <source>New Run…</source>
        <translation>Neuer Lauf…</translation>
    </message>
    <message>
        <source>The runs could not be read: %1</source>
        <translation>Die Läufe konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Benchmarks need an open database and the SSH engine.</source>
        <translation>Benchmarks benötigen eine geöffnete Datenbank und die SSH-Engine.</translation>
    </message>
    <message>
        <source>No run is shown.</source>
        <translation>Es wird kein Lauf angezeigt.</translation>
    </message>
    <message>
        <source>Export run</source>
        <translation>Lauf exportieren</translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Läufe exportieren</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save as Preset…</source>
        <translation>Als Vorlage speichern…</translation>
    </message>
    <message>
        <source>Delete Preset</source>
        <translation>Vorlage löschen</translation>
    </message>
    <message>
        <source>Save preset</source>
        <translation>Vorlage speichern</translation>
    </message>
    <message>
        <source>Preset name:</source>
        <translation>Name der Vorlage:</translation>
    </message>
    <message>
        <source>(no preset — defaults)</source>
        <translation>(keine Vorlage — Standardwerte)</translation>
    </message>
    <message>
        <source>The preset could not be saved: %1</source>
        <translation>Die Vorlage konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Delete preset</source>
        <translation>Vorlage löschen</translation>
    </message>
    <message>
        <source>Delete the preset “%1”? Runs made with it keep their spec.</source>
        <translation>Die Vorlage „%1“ löschen? Damit durchgeführte Läufe behalten ihre Spezifikation.</translation>
    </message>
    <message>
        <source>The preset could not be deleted: %1</source>
        <translation>Die Vorlage konnte nicht gelöscht werden: %1</translation>
    </message>
    <message>
        <source>modified</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>Fit to the timed phase</source>
        <translation>An die Messphase anpassen</translation>
    </message>
    <message>
        <source>Scale the time axis to the timed and cooldown proofs and the median&apos;s interval; uncheck to see every proof from zero</source>
        <translation>Die Zeitachse auf die Beweise der Mess- und Abkühlphase und das Intervall des Medians skalieren; abwählen, um jeden Beweis ab null zu sehen</translation>
    </message>
    <message>
        <source>Proof, in the order submitted</source>
        <translation>Beweis, in der Reihenfolge der Übergabe</translation>
    </message>
    <message>
        <source>Wall time (s)</source>
        <translation>Laufzeit (s)</translation>
    </message>
    <message>
        <source>Not completed</source>
        <translation>Nicht abgeschlossen</translation>
    </message>
    <message>
        <source>Median %1</source>
        <translation>Median %1</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>95 % CI of the median</source>
        <translation>95-%-KI des Medians</translation>
    </message>
    <message numerus="yes">
        <source>%n proof(s) above</source>
        <translation>
            <numerusform>%n Beweis oberhalb</numerusform>
            <numerusform>%n Beweise oberhalb</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n proof(s) below</source>
        <translation>
            <numerusform>%n Beweis unterhalb</numerusform>
            <numerusform>%n Beweise unterhalb</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 the range: drawn as ▲ at its edge (hover for the time).</source>
        <translation>%1 des Bereichs: als ▲ am Rand gezeichnet (Zeit beim Darüberfahren mit der Maus).</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Proof %1 · %2 · %3 · %4</source>
        <translation>Beweis %1 · %2 · %3 · %4</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Any state</source>
        <translation>Alle Zustände</translation>
    </message>
    <message>
        <source>Runs started on or after this day</source>
        <translation>Läufe, die an oder nach diesem Tag gestartet wurden</translation>
    </message>
    <message>
        <source>Runs started on or before this day</source>
        <translation>Läufe, die an oder vor diesem Tag gestartet wurden</translation>
    </message>
    <message>
        <source>Node:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>All nodes</source>
        <translation>Alle Knoten</translation>
    </message>
    <message>
        <source>All GPU models</source>
        <translation>Alle GPU-Modelle</translation>
    </message>
    <message>
        <source>Median wall time of the completed timed proofs, with its bootstrap 95 % interval</source>
        <translation>Median der Laufzeit der abgeschlossenen Beweise der Messphase, mit seinem Bootstrap-95-%-Intervall</translation>
    </message>
    <message>
        <source>Coefficient of variation of the timed proofs (standard deviation ÷ mean)</source>
        <translation>Variationskoeffizient der Beweise der Messphase (Standardabweichung ÷ Mittelwert)</translation>
    </message>
    <message>
        <source>Completed timed proofs per hour of timed wall time</source>
        <translation>Abgeschlossene Beweise der Messphase pro Stunde Laufzeit der Messphase</translation>
    </message>
    <message>
        <source>The node&apos;s price per hour ÷ proofs per hour, when the price is known</source>
        <translation>Der Preis des Knotens pro Stunde ÷ Beweise pro Stunde, sofern der Preis bekannt ist</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>CV</source>
        <translation>VK</translation>
    </message>
    <message>
        <source>Proofs/h</source>
        <translation>Beweise/h</translation>
    </message>
    <message>
        <source>$/proof</source>
        <translation>$/Beweis</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <source>Not run by this console: another Fleetdeck process runs it, or one that stopped left it unfinished.</source>
        <translation>Nicht von dieser Konsole ausgeführt: ein anderer Fleetdeck-Prozess führt ihn aus, oder ein beendeter Prozess hat ihn unvollständig hinterlassen.</translation>
    </message>
    <message>
        <source>Ended %1</source>
        <translation>Beendet %1</translation>
    </message>
    <message>
        <source>%1 completed timed proofs, %2 failed</source>
        <translation>%1 abgeschlossene Beweise der Messphase, %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>Cancel Run</source>
        <translation>Lauf abbrechen</translation>
    </message>
    <message>
        <source>Compare with GPU Baseline</source>
        <translation>Mit GPU-Vergleichsbasis vergleichen</translation>
    </message>
    <message>
        <source>Select a run to see its proofs, statistics and log.</source>
        <translation>Wählen Sie einen Lauf aus, um seine Beweise, Statistik und sein Protokoll zu sehen.</translation>
    </message>
    <message>
        <source>Stop the run: its processes on the node are killed, the proof in flight is recorded as cancelled</source>
        <translation>Den Lauf beenden: seine Prozesse auf dem Knoten werden beendet, der laufende Beweis wird als abgebrochen gespeichert</translation>
    </message>
    <message>
        <source>Compare this run&apos;s timed median with the last %1 finished runs of its GPU model</source>
        <translation>Den Median der Messphase dieses Laufs mit den letzten %1 abgeschlossenen Läufen seines GPU-Modells vergleichen</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittelwert</translation>
    </message>
    <message>
        <source>Std dev</source>
        <translation>Std.-Abw.</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>95 % CI of median</source>
        <translation>95-%-KI des Medians</translation>
    </message>
    <message>
        <source>Outliers</source>
        <translation>Ausreißer</translation>
    </message>
    <message>
        <source>Completed proofs</source>
        <translation>Abgeschlossene Beweise</translation>
    </message>
    <message>
        <source>Proofs that failed, timed out or were cancelled</source>
        <translation>Beweise, die fehlgeschlagen sind, das Zeitlimit überschritten haben oder abgebrochen wurden</translation>
    </message>
    <message>
        <source>Timed proofs far from the others, by modified z-score on the median absolute deviation: mild above 3.5, severe above 5</source>
        <translation>Beweise der Messphase, die weit von den übrigen abweichen, nach modifiziertem z-Wert auf Basis der mittleren absoluten Abweichung vom Median: leicht über 3,5, stark über 5</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Proofs</source>
        <translation>Beweise</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>There is no run %1.</source>
        <translation>Es gibt keinen Lauf %1.</translation>
    </message>
    <message>
        <source>Run %1 could not be read: %2</source>
        <translation>Lauf %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3</source>
        <translation>Lauf %1 · %2 · %3</translation>
    </message>
    <message>
        <source>not run by this console</source>
        <translation>nicht von dieser Konsole ausgeführt</translation>
    </message>
    <message>
        <source>Command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>Gestartet %1</translation>
    </message>
    <message>
        <source> · ended %1 (%2)</source>
        <translation> · beendet %1 (%2)</translation>
    </message>
    <message>
        <source> · price %1/h</source>
        <translation> · Preis %1/h</translation>
    </message>
    <message>
        <source> · price unknown</source>
        <translation> · Preis unbekannt</translation>
    </message>
    <message>
        <source>mild: #%1</source>
        <translation>leicht: #%1</translation>
    </message>
    <message>
        <source>severe: #%1</source>
        <translation>stark: #%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 proofs/h</source>
        <translation>%1 Beweise/h</translation>
    </message>
    <message>
        <source>proofs/h not known yet</source>
        <translation>Beweise/h noch nicht bekannt</translation>
    </message>
    <message>
        <source>%1 per proof</source>
        <translation>%1 pro Beweis</translation>
    </message>
    <message>
        <source>$/proof not known yet</source>
        <translation>$/Beweis noch nicht bekannt</translation>
    </message>
    <message>
        <source>$/proof unknown (no price for this node)</source>
        <translation>$/Beweis unbekannt (kein Preis für diesen Knoten)</translation>
    </message>
    <message>
        <source>Throughput: %1 · %2</source>
        <translation>Durchsatz: %1 · %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Laufzeit</translation>
    </message>
    <message>
        <source>Prove</source>
        <translation>Beweiszeit</translation>
    </message>
    <message>
        <source>Queue</source>
        <translation>Wartezeit</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>severe outlier</source>
        <translation>starker Ausreißer</translation>
    </message>
    <message>
        <source>mild outlier</source>
        <translation>leichter Ausreißer</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no limit</comment>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>Start Benchmark</source>
        <translation>Benchmark starten</translation>
    </message>
    <message>
        <source>batch — one command runs every proof and lists them</source>
        <translation>batch — ein Befehl führt alle Beweise aus und listet sie auf</translation>
    </message>
    <message>
        <source>per-proof — one command per proof, timed by the console</source>
        <translation>per-proof — ein Befehl pro Beweis, von der Konsole gemessen</translation>
    </message>
    <message>
        <source>porep</source>
        <translation>porep</translation>
    </message>
    <message>
        <source>cuzk-batch — the output of cuzk-bench batch</source>
        <translation>cuzk-batch — die Ausgabe von cuzk-bench batch</translation>
    </message>
    <message>
        <source>jsonl — one JSON object per proof</source>
        <translation>jsonl — ein JSON-Objekt pro Beweis</translation>
    </message>
    <message>
        <source>regex — a pattern with named groups</source>
        <translation>regex — ein Muster mit benannten Gruppen</translation>
    </message>
    <message>
        <source>e.g. proof (?&lt;index&gt;\d+) (?&lt;status&gt;\w+) in (?&lt;wall_s&gt;[\d.]+)s</source>
        <translation>z. B. proof (?&lt;index&gt;\d+) (?&lt;status&gt;\w+) in (?&lt;wall_s&gt;[\d.]+)s</translation>
    </message>
    <message>
        <source>optional: runs once before the first proof, e.g. systemctl restart cuzk</source>
        <translation>optional: wird einmal vor dem ersten Beweis ausgeführt, z. B. systemctl restart cuzk</translation>
    </message>
    <message>
        <source>Empty: the default shown. Placeholders: {node}, {proof_kind}, {count}, {warmup}, {timed}, {cooldown}, {index} (per-proof); values are shell-quoted.</source>
        <translation>Leer: der angezeigte Standard. Platzhalter: {node}, {proof_kind}, {count}, {warmup}, {timed}, {cooldown}, {index} (per-proof); Werte werden für die Shell maskiert.</translation>
    </message>
    <message>
        <source>Per proof</source>
        <translation>Pro Beweis</translation>
    </message>
    <message>
        <source>Whole run</source>
        <translation>Ganzer Lauf</translation>
    </message>
    <message>
        <source>Per-proof mode: the longest one proof may take. Batch mode: the longest silence between two proofs.</source>
        <translation>Modus per-proof: die längste Zeit, die ein einzelner Beweis dauern darf. Modus batch: die längste Pause zwischen zwei Beweisen.</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Proofs per phase:</source>
        <translation>Beweise pro Phase:</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>Modus:</translation>
    </message>
    <message>
        <source>Proof kind:</source>
        <translation>Beweisart:</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>Befehl:</translation>
    </message>
    <message>
        <source>Parser:</source>
        <translation>Parser:</translation>
    </message>
    <message>
        <source>Timeouts:</source>
        <translation>Zeitlimits:</translation>
    </message>
    <message>
        <source>Pre-run command:</source>
        <translation>Vorab-Befehl:</translation>
    </message>
    <message>
        <source>Nodes (each runs the benchmark at the same time):</source>
        <translation>Knoten (jeder führt den Benchmark gleichzeitig aus):</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Check at least one node to benchmark.</source>
        <translation>Wählen Sie mindestens einen Knoten für den Benchmark aus.</translation>
    </message>
    <message>
        <source>Connection check</source>
        <translation>Verbindungsprüfung</translation>
    </message>
    <message>
        <source>Resolve host name</source>
        <translation>Hostnamen auflösen</translation>
    </message>
    <message>
        <source>TCP connect</source>
        <translation>TCP-Verbindung</translation>
    </message>
    <message>
        <source>SSH handshake</source>
        <translation>SSH-Handshake</translation>
    </message>
    <message>
        <source>Host key</source>
        <translation>Hostschlüssel</translation>
    </message>
    <message>
        <source>Log in</source>
        <comment>check stage</comment>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>Open channel</source>
        <translation>Kanal öffnen</translation>
    </message>
    <message>
        <source>Run status command</source>
        <translation>Statusbefehl ausführen</translation>
    </message>
    <message>
        <source>Status request (HTTP)</source>
        <translation>Statusanfrage (HTTP)</translation>
    </message>
    <message>
        <source>Read status document</source>
        <translation>Statusdokument lesen</translation>
    </message>
    <message>
        <source>Not checked yet. &lt;i&gt;Check Connection&lt;/i&gt; runs every stage of a login and a status request and shows where it stops.</source>
        <translation>Noch nicht geprüft. &lt;i&gt;Verbindung prüfen&lt;/i&gt; durchläuft jede Phase einer Anmeldung und einer Statusanfrage und zeigt, wo der Vorgang abbricht.</translation>
    </message>
    <message>
        <source>Checking… started %1</source>
        <translation>Prüfung läuft… gestartet %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10003;&lt;/span&gt; All %2 stages passed in %3 · at %4</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10003;&lt;/span&gt; Alle %2 Phasen in %3 bestanden · um %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;What to do:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;Was zu tun ist:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007;&lt;/span&gt; Failed at &lt;b&gt;%2&lt;/b&gt; after %3 · at %4 · &lt;span style=&apos;color:%5&apos;&gt;%6&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007;&lt;/span&gt; Fehlgeschlagen bei &lt;b&gt;%2&lt;/b&gt; nach %3 · um %4 · &lt;span style=&apos;color:%5&apos;&gt;%6&lt;/span&gt;</translation>
    </message>
    <message>
        <source>%1: waiting</source>
        <translation>%1: wartet</translation>
    </message>
    <message>
        <source>%1: not run</source>
        <translation>%1: nicht ausgeführt</translation>
    </message>
    <message>
        <source>Key passphrase — %1</source>
        <translation>Schlüssel-Passphrase — %1</translation>
    </message>
    <message>
        <source>Password — %1</source>
        <translation>Passwort — %1</translation>
    </message>
    <message>
        <source>Remember in keychain</source>
        <translation>Im Schlüsselbund speichern</translation>
    </message>
    <message>
        <source>Kept only until Fleetdeck exits. The keychain cannot be used: %1</source>
        <translation>Nur bis zum Beenden von Fleetdeck aufbewahrt. Der Schlüsselbund kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Remember in keychain (%1)</source>
        <translation>Im Schlüsselbund speichern (%1)</translation>
    </message>
    <message>
        <source>Remember for this session</source>
        <translation>Für diese Sitzung merken</translation>
    </message>
    <message>
        <source>That passphrase does not decrypt the key. Try again.</source>
        <translation>Diese Passphrase entschlüsselt den Schlüssel nicht. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The server refused that password. Try again.</source>
        <translation>Der Server hat dieses Passwort abgelehnt. Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Passwort:</translation>
    </message>
    <message>
        <source>Use as:</source>
        <translation>Verwenden als:</translation>
    </message>
    <message>
        <source>The key of %1 is encrypted</source>
        <translation>Der Schlüssel von %1 ist verschlüsselt</translation>
    </message>
    <message>
        <source>Enter the passphrase of this key to log in. Every node that uses the same key is unlocked with it.</source>
        <translation>Geben Sie die Passphrase dieses Schlüssels ein, um sich anzumelden. Jeder Knoten, der denselben Schlüssel verwendet, wird damit entsperrt.</translation>
    </message>
    <message>
        <source>%1 asks for a password</source>
        <translation>%1 fragt nach einem Passwort</translation>
    </message>
    <message>
        <source>The server accepted none of the keys offered and accepts a password for this login.</source>
        <translation>Der Server hat keinen der angebotenen Schlüssel akzeptiert und erlaubt für diese Anmeldung ein Passwort.</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Fingerabdruck:</translation>
    </message>
    <message>
        <source>Login:</source>
        <translation>Anmeldung:</translation>
    </message>
    <message>
        <source>%1 could not be remembered: %2. Fleetdeck keeps it until it exits.</source>
        <translation>%1 konnte nicht gespeichert werden: %2. Fleetdeck bewahrt den Wert bis zum Beenden auf.</translation>
    </message>
    <message>
        <source>%1 could not be stored in %2: %3 Fleetdeck keeps it until it exits.</source>
        <translation>%1 konnte nicht in %2 gespeichert werden: %3 Fleetdeck bewahrt den Wert bis zum Beenden auf.</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed while the keychain is locked. Unlock it and press Check again, or keep secrets for this session only.</source>
        <translation>Gespeicherte Geheimnisse können nicht aufgelistet werden, solange der Schlüsselbund gesperrt ist. Entsperren Sie ihn und klicken Sie erneut auf „Erneut prüfen“, oder bewahren Sie Geheimnisse nur für diese Sitzung auf.</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: the keychain refuses access to them.</source>
        <translation>Gespeicherte Geheimnisse können nicht aufgelistet werden: der Schlüsselbund verweigert den Zugriff darauf.</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: the keychain does not answer.</source>
        <translation>Gespeicherte Geheimnisse können nicht aufgelistet werden: der Schlüsselbund antwortet nicht.</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: no keychain is available.</source>
        <translation>Gespeicherte Geheimnisse können nicht aufgelistet werden: kein Schlüsselbund verfügbar.</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: the keychain is not working.</source>
        <translation>Gespeicherte Geheimnisse können nicht aufgelistet werden: der Schlüsselbund funktioniert nicht.</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <source>Keep secrets for this session only (never write them to the keychain)</source>
        <translation>Geheimnisse nur für diese Sitzung aufbewahren (nie in den Schlüsselbund schreiben)</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen…</translation>
    </message>
    <message>
        <source>Write, read back and delete a test entry to find out whether the keychain works</source>
        <translation>Einen Testeintrag schreiben, zurücklesen und löschen, um festzustellen, ob der Schlüsselbund funktioniert</translation>
    </message>
    <message>
        <source>Passphrases and passwords you enter are then kept in memory until Fleetdeck exits; the keychain is not touched.</source>
        <translation>Eingegebene Passphrasen und Passwörter werden dann bis zum Beenden von Fleetdeck im Arbeitsspeicher gehalten; der Schlüsselbund wird nicht angerührt.</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
    <message>
        <source>Values are never shown. To store one from a terminal:&lt;br&gt;&lt;tt&gt;fleetdeck-cli secrets set KIND NAME --stdin&lt;/tt&gt;</source>
        <translation>Werte werden nie angezeigt. So speichern Sie einen Wert aus einem Terminal:&lt;br&gt;&lt;tt&gt;fleetdeck-cli secrets set KIND NAME --stdin&lt;/tt&gt;</translation>
    </message>
    <message>
        <source>No keychain</source>
        <translation>Kein Schlüsselbund</translation>
    </message>
    <message>
        <source>This window was started without a keychain.</source>
        <translation>Dieses Fenster wurde ohne Schlüsselbund gestartet.</translation>
    </message>
    <message>
        <source>%1 — checking…</source>
        <translation>%1 — wird geprüft…</translation>
    </message>
    <message>
        <source>Writing, reading back and deleting a test entry…</source>
        <translation>Testeintrag wird geschrieben, zurückgelesen und gelöscht…</translation>
    </message>
    <message>
        <source>%1 — not checked</source>
        <translation>%1 — nicht geprüft</translation>
    </message>
    <message>
        <source>Fleetdeck does not touch the keychain while secrets are kept for this session only.</source>
        <translation>Fleetdeck greift nicht auf den Schlüsselbund zu, solange Geheimnisse nur für diese Sitzung aufbewahrt werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>Stored secrets</source>
        <translation>Gespeicherte Geheimnisse</translation>
    </message>
    <message>
        <source>Stored in %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Kept in session memory</source>
        <translation>Im Sitzungsspeicher gehalten</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
    <message>
        <source>Stored secrets cannot be listed: %1</source>
        <translation>Gespeicherte Geheimnisse können nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Stored as %1</source>
        <translation>Gespeichert als %1</translation>
    </message>
    <message>
        <source>No secrets stored yet. A passphrase or password you enter when a check asks for one is kept here if you choose to remember it.</source>
        <translation>Noch keine Geheimnisse gespeichert. Wenn eine Prüfung nach einer Passphrase oder einem Passwort fragt, wird Ihre Eingabe hier aufbewahrt, sofern Sie sie speichern lassen.</translation>
    </message>
    <message>
        <source>Delete secret</source>
        <translation>Geheimnis löschen</translation>
    </message>
    <message>
        <source>Delete “%1” from %2? Checks that need it will ask for it again.</source>
        <translation>„%1“ aus %2 löschen? Prüfungen, die diesen Eintrag benötigen, fragen erneut danach.</translation>
    </message>
    <message>
        <source>“%1” could not be deleted: %2</source>
        <translation>„%1“ konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <source>No status from the daemon yet.
It appears after the node&apos;s first successful poll.</source>
        <translation>Noch kein Status vom Daemon.
Er erscheint nach der ersten erfolgreichen Abfrage des Knotens.</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In Warteschlange</translation>
    </message>
    <message>
        <source>GPU workers busy</source>
        <translation>GPU-Worker belegt</translation>
    </message>
    <message>
        <source>Uptime</source>
        <translation>Betriebszeit</translation>
    </message>
    <message>
        <source>Completed</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>Proofs per hour</source>
        <translation>Beweise pro Stunde</translation>
    </message>
    <message>
        <source>Memory budget</source>
        <translation>Speicherbudget</translation>
    </message>
    <message>
        <source>Synthesis slots</source>
        <translation>Synthese-Slots</translation>
    </message>
    <message>
        <source>GPU workers</source>
        <translation>GPU-Worker</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Auftrag</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>Busy for</source>
        <translation>Belegt seit</translation>
    </message>
    <message>
        <source>Pipelines</source>
        <translation>Pipelines</translation>
    </message>
    <message>
        <source>Proofs by kind</source>
        <translation>Beweise nach Art</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Failure rate</source>
        <translation>Fehlerquote</translation>
    </message>
    <message>
        <source>Parameter allocations</source>
        <translation>Parameter-Allokationen</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Circuit</source>
        <translation>Schaltkreis</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Last used</source>
        <translation>Zuletzt verwendet</translation>
    </message>
    <message>
        <source>Evictable</source>
        <translation>Verdrängbar</translation>
    </message>
    <message>
        <source>No SRS or PCE loaded.</source>
        <translation>Kein SRS oder PCE geladen.</translation>
    </message>
    <message>
        <source>Buffers in flight</source>
        <translation>Puffer in Verwendung</translation>
    </message>
    <message>
        <source>Synthesis</source>
        <translation>Synthese</translation>
    </message>
    <message>
        <source>Provers</source>
        <translation>Prover</translation>
    </message>
    <message>
        <source>Aux</source>
        <translation>Aux</translation>
    </message>
    <message>
        <source>Shells</source>
        <translation>Shells</translation>
    </message>
    <message>
        <source>Pending handles</source>
        <translation>Ausstehende Handles</translation>
    </message>
    <message>
        <source>The daemon does not answer now (%1). This is the last status it sent, %2.</source>
        <translation>Der Daemon antwortet derzeit nicht (%1). Dies ist der letzte Status, den er gesendet hat (%2).</translation>
    </message>
    <message>
        <source>last 10 min</source>
        <translation>letzte 10 min</translation>
    </message>
    <message>
        <source>not enough polls yet</source>
        <translation>noch nicht genug Abfragen</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>Gelesen %1</translation>
    </message>
    <message>
        <source>%1 round trip</source>
        <translation>%1 Round-Trip</translation>
    </message>
    <message numerus="yes">
        <source>proof(s) waiting</source>
        <translation>
            <numerusform>Beweis wartet</numerusform>
            <numerusform>Beweise warten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>none reported</source>
        <translation>keine gemeldet</translation>
    </message>
    <message>
        <source>all idle with work queued</source>
        <translation>alle untätig trotz wartender Arbeit</translation>
    </message>
    <message>
        <source>all idle</source>
        <translation>alle untätig</translation>
    </message>
    <message>
        <source>proving now</source>
        <translation>berechnen gerade Beweise</translation>
    </message>
    <message>
        <source>since the engine started</source>
        <translation>seit dem Start der Engine</translation>
    </message>
    <message>
        <source>proofs since start</source>
        <translation>Beweise seit dem Start</translation>
    </message>
    <message>
        <source>%1 of attempts</source>
        <translation>%1 der Versuche</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>%1 used · %2 available · %3 total</source>
        <translation>%1 belegt · %2 verfügbar · %3 gesamt</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>worker %1</source>
        <translation>Worker %1</translation>
    </message>
    <message>
        <source>%1 of %2 proving</source>
        <translation>%1 von %2 berechnen Beweise</translation>
    </message>
    <message>
        <source>%1 running · %2 queued</source>
        <translation>%1 laufen · %2 in Warteschlange</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>%1 done · %2 failed</source>
        <translation>%1 fertig · %2 fehlgeschlagen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>SRS %1 · PCE %2</source>
        <translation>SRS %1 · PCE %2</translation>
    </message>
    <message>
        <source>No nodes yet — add one with Node › Add Node…</source>
        <translation>Noch keine Knoten — hinzufügen über Knoten › Knoten hinzufügen…</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>Refreshed from %1 every %2 s</source>
        <translation>Alle %2 s von %1 aktualisiert</translation>
    </message>
    <message>
        <source>%1
Click for the credential settings.</source>
        <translation>%1
Klicken Sie hier für die Einstellungen der Anmeldedaten.</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>No data in this range</source>
        <translation>Keine Daten in diesem Zeitraum</translation>
    </message>
    <message>
        <source>%1 queued</source>
        <translation>%1 in Warteschlange</translation>
    </message>
    <message>
        <source>%1 /min</source>
        <translation>%1 /min</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 /min over 10 min</source>
        <translation>%1 /min über 10 min</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>No history yet.
Charts fill in as the node is polled.</source>
        <translation>Noch kein Verlauf.
Die Diagramme füllen sich, während der Knoten abgefragt wird.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <source>7 d</source>
        <translation>7 d</translation>
    </message>
    <message>
        <source>Show the last %1</source>
        <translation>Letzte %1 anzeigen</translation>
    </message>
    <message>
        <source>Queue depth</source>
        <translation>Warteschlangenlänge</translation>
    </message>
    <message>
        <source>Proofs completed per minute</source>
        <translation>Abgeschlossene Beweise pro Minute</translation>
    </message>
    <message>
        <source>Failed proofs (daemon counter)</source>
        <translation>Fehlgeschlagene Beweise (Daemon-Zähler)</translation>
    </message>
    <message>
        <source>Memory budget used (GiB)</source>
        <translation>Belegtes Speicherbudget (GiB)</translation>
    </message>
    <message>
        <source>Status latency (ms)</source>
        <translation>Statuslatenz (ms)</translation>
    </message>
    <message>
        <source>Unknown host key — %1</source>
        <translation>Unbekannter Hostschlüssel — %1</translation>
    </message>
    <message>
        <source>Host key changed — %1</source>
        <translation>Hostschlüssel geändert — %1</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>Vertrauen und verbinden</translation>
    </message>
    <message>
        <source>Replace the old key</source>
        <translation>Alten Schlüssel ersetzen</translation>
    </message>
    <message>
        <source>First connection to %1</source>
        <translation>Erste Verbindung zu %1</translation>
    </message>
    <message>
        <source>This server&apos;s host key is not in known_hosts yet, so Fleetdeck cannot tell whether the key below really belongs to it. Nothing has been sent to it.</source>
        <translation>Der Hostschlüssel dieses Servers steht noch nicht in known_hosts, daher kann Fleetdeck nicht feststellen, ob der unten angezeigte Schlüssel wirklich zu ihm gehört. Es wurde noch nichts an ihn gesendet.</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>Schlüsseltyp:</translation>
    </message>
    <message>
        <source>Compare this fingerprint with the one your provider shows for the server (its web console, or the first-boot log). Trust it only if they match.</source>
        <translation>Vergleichen Sie diesen Fingerabdruck mit dem, den Ihr Anbieter für den Server anzeigt (seine Web-Konsole oder das Protokoll des ersten Starts). Vertrauen Sie ihm nur, wenn beide übereinstimmen.</translation>
    </message>
    <message>
        <source>Trusting adds the key to %1.</source>
        <translation>Beim Vertrauen wird der Schlüssel zu %1 hinzugefügt.</translation>
    </message>
    <message>
        <source>The host key of %1 has changed</source>
        <translation>Der Hostschlüssel von %1 hat sich geändert</translation>
    </message>
    <message>
        <source>%1 presents a different host key from the one recorded in known_hosts. The server may have been reinstalled or its keys regenerated — or someone may be intercepting the connection (a man-in-the-middle attack). Fleetdeck stopped before logging in: nothing secret was sent.</source>
        <translation>%1 präsentiert einen anderen Hostschlüssel als den in known_hosts gespeicherten. Der Server wurde möglicherweise neu installiert oder seine Schlüssel neu erzeugt — oder jemand fängt die Verbindung ab (ein Man-in-the-Middle-Angriff). Fleetdeck hat vor der Anmeldung angehalten: es wurde nichts Geheimes gesendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recorded in known_hosts&lt;/b&gt; (old)</source>
        <translation>&lt;b&gt;Gespeichert in known_hosts&lt;/b&gt; (alt)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Presented now&lt;/b&gt; (new, %1)</source>
        <translation>&lt;b&gt;Jetzt präsentiert&lt;/b&gt; (neu, %1)</translation>
    </message>
    <message>
        <source>a key of another type (not comparable)</source>
        <translation>ein Schlüssel eines anderen Typs (nicht vergleichbar)</translation>
    </message>
    <message>
        <source>Replace the old key only after verifying the new fingerprint with your provider or on the server&apos;s own console. If nobody expected this change, cancel and investigate.</source>
        <translation>Ersetzen Sie den alten Schlüssel erst, nachdem Sie den neuen Fingerabdruck bei Ihrem Anbieter oder an der Konsole des Servers selbst überprüft haben. Hat niemand diese Änderung erwartet, brechen Sie ab und gehen Sie der Sache nach.</translation>
    </message>
    <message>
        <source>Replacing removes the entries for %1 from %2 and records the new key.</source>
        <translation>Beim Ersetzen werden die Einträge für %1 aus %2 entfernt und der neue Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>I have verified the new fingerprint with the provider or on the server itself</source>
        <translation>Ich habe den neuen Fingerabdruck beim Anbieter oder auf dem Server selbst überprüft</translation>
    </message>
    <message>
        <source>The host key of %1 could not be recorded in %2: %3</source>
        <translation>Der Hostschlüssel von %1 konnte nicht in %2 gespeichert werden: %3</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Zugang</translation>
    </message>
    <message>
        <source>How Fleetdeck logs in to read and write each node&apos;s authorized_keys. The new key is proved afterwards with a login of its own.</source>
        <translation>Wie sich Fleetdeck anmeldet, um die authorized_keys jedes Knotens zu lesen und zu schreiben. Der neue Schlüssel wird anschließend mit einer eigenen Anmeldung verifiziert.</translation>
    </message>
    <message>
        <source>Each node&apos;s own &amp;login (its identity file, else the ssh-agent and the default keys, with the passphrases and passwords the keychain holds)</source>
        <translation>Die eigene &amp;Anmeldung jedes Knotens (seine Identitätsdatei, sonst der ssh-agent und die Standardschlüssel, mit den Passphrasen und Passwörtern aus dem Schlüsselbund)</translation>
    </message>
    <message>
        <source>Another private &amp;key file</source>
        <translation>Eine andere private &amp;Schlüsseldatei</translation>
    </message>
    <message>
        <source>The ssh-&amp;agent&apos;s keys only</source>
        <translation>&amp;Nur die Schlüssel des ssh-agent</translation>
    </message>
    <message>
        <source>A &amp;password, the same for every node of this deployment</source>
        <translation>Ein &amp;Passwort, für alle Knoten dieser Verteilung gleich</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519</source>
        <translation>~/.ssh/id_ed25519</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Private key for the login</source>
        <translation>Privater Schlüssel für die Anmeldung</translation>
    </message>
    <message>
        <source>Private key:</source>
        <translation>Privater Schlüssel:</translation>
    </message>
    <message>
        <source>Every key the agent holds is offered; no key file and no password.</source>
        <translation>Jeder Schlüssel des Agenten wird angeboten; keine Schlüsseldatei und kein Passwort.</translation>
    </message>
    <message>
        <source>Kept only until the deployment ends. The keychain cannot be used: %1</source>
        <translation>Nur bis zum Ende der Verteilung aufbewahrt. Der Schlüsselbund kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Kept only until the deployment ends.</source>
        <translation>Nur bis zum Ende der Verteilung aufbewahrt.</translation>
    </message>
    <message>
        <source>Remember in keychain (%1), for each node it logs in to</source>
        <translation>Im Schlüsselbund speichern (%1), für jeden Knoten, bei dem die Anmeldung damit gelingt</translation>
    </message>
    <message>
        <source>Remembered only for the nodes where it logged in.</source>
        <translation>Nur für die Knoten gespeichert, bei denen die Anmeldung gelang.</translation>
    </message>
    <message>
        <source>Not a private key that can be used: %1</source>
        <translation>Kein verwendbarer privater Schlüssel: %1</translation>
    </message>
    <message>
        <source>%1 key</source>
        <translation>Schlüssel (%1)</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>privat</translation>
    </message>
    <message>
        <source>Ask Again</source>
        <translation>Erneut abfragen</translation>
    </message>
    <message>
        <source>Asking the ssh-agent…</source>
        <translation>ssh-agent wird abgefragt…</translation>
    </message>
    <message>
        <source>The ssh-agent cannot be asked: %1</source>
        <translation>Der ssh-agent kann nicht abgefragt werden: %1</translation>
    </message>
    <message>
        <source>The ssh-agent holds no keys. Add one with ssh-add.</source>
        <translation>Der ssh-agent enthält keine Schlüssel. Fügen Sie einen mit ssh-add hinzu.</translation>
    </message>
    <message numerus="yes">
        <source>The ssh-agent holds %n key(s).</source>
        <translation>
            <numerusform>Der ssh-agent enthält %n Schlüssel.</numerusform>
            <numerusform>Der ssh-agent enthält %n Schlüssel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot be deployed: %1</source>
        <translation>Kann nicht verteilt werden: %1</translation>
    </message>
    <message>
        <source>each node&apos;s own login</source>
        <translation>die eigene Anmeldung jedes Knotens</translation>
    </message>
    <message>
        <source>the key %1</source>
        <translation>den Schlüssel %1</translation>
    </message>
    <message>
        <source>the ssh-agent</source>
        <translation>den ssh-agent</translation>
    </message>
    <message>
        <source>a password</source>
        <translation>ein Passwort</translation>
    </message>
    <message>
        <source># Key deployment report</source>
        <translation># Bericht zur Schlüsselverteilung</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Schlüssel:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Herkunft:</translation>
    </message>
    <message>
        <source>Logged in with:</source>
        <translation>Angemeldet über:</translation>
    </message>
    <message>
        <source>Verified by:</source>
        <translation>Verifiziert durch:</translation>
    </message>
    <message>
        <source>nothing (only the public half was known)</source>
        <translation>nichts (nur die öffentliche Hälfte war bekannt)</translation>
    </message>
    <message>
        <source>a fresh login with only the new key</source>
        <translation>eine neue Anmeldung nur mit dem neuen Schlüssel</translation>
    </message>
    <message>
        <source>Repair findings:</source>
        <translation>Befunde reparieren:</translation>
    </message>
    <message>
        <source>Finished:</source>
        <translation>Abgeschlossen:</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Result:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>Reaches the node through</source>
        <translation>Erreicht den Knoten über</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>Was zu tun ist:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source> (through the link `%1`)</source>
        <translation> (über den Symlink `%1`)</translation>
    </message>
    <message>
        <source>SHA-256 before:</source>
        <translation>SHA-256 vorher:</translation>
    </message>
    <message>
        <source>SHA-256 after:</source>
        <translation>SHA-256 nachher:</translation>
    </message>
    <message>
        <source>Backup:</source>
        <translation>Sicherung:</translation>
    </message>
    <message>
        <source>Verified:</source>
        <translation>Verifiziert:</translation>
    </message>
    <message>
        <source>Finding:</source>
        <translation>Befund:</translation>
    </message>
    <message>
        <source>Done:</source>
        <translation>Ausgeführt:</translation>
    </message>
    <message>
        <source>Diagnosis:</source>
        <translation>Diagnose:</translation>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation>%1 UTC</translation>
    </message>
    <message>
        <source>added, not verified</source>
        <translation>hinzugefügt, nicht verifiziert</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>unverifiziert</translation>
    </message>
    <message>
        <source>rolled back</source>
        <translation>zurückgesetzt</translation>
    </message>
    <message>
        <source>refused (lockout guard)</source>
        <translation>abgelehnt (Aussperrschutz)</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>%1 (same)</source>
        <translation>%1 (gleich)</translation>
    </message>
    <message>
        <source>%1
before: %2
after:  %3</source>
        <translation>%1
vorher:  %2
nachher: %3</translation>
    </message>
    <message>
        <source>no file, or not read</source>
        <translation>keine Datei, oder nicht gelesen</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>nicht geschrieben</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Before → after</source>
        <translation>Vorher → nachher</translation>
    </message>
    <message>
        <source>&amp;Cancel Deployment</source>
        <translation>Verteilung &amp;abbrechen</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Verteilen</translation>
    </message>
    <message>
        <source>Per node: read the file again, write a temporary copy, check nothing changed meanwhile, keep a backup, replace atomically, then prove the new key with a fresh login.</source>
        <translation>Pro Knoten: die Datei erneut lesen, eine temporäre Kopie schreiben, prüfen, dass sich zwischenzeitlich nichts geändert hat, eine Sicherung anlegen, atomar ersetzen und dann den neuen Schlüssel mit einer neuen Anmeldung verifizieren.</translation>
    </message>
    <message>
        <source>Show &amp;Results</source>
        <translation>&amp;Ergebnisse anzeigen</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>skipped: the preview failed</source>
        <translation>übersprungen: die Vorschau ist fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Deploying %1 to %n node(s)…</source>
        <translation>
            <numerusform>%1 wird auf %n Knoten verteilt…</numerusform>
            <numerusform>%1 wird auf %n Knoten verteilt…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling: nothing more is written; a file being replaced ends as the old one or the new one, and a key being verified is rolled back if it fails.</source>
        <translation>Wird abgebrochen: es wird nichts mehr geschrieben; eine Datei, die gerade ersetzt wird, endet als alte oder als neue Fassung, und ein Schlüssel, der gerade verifiziert wird, wird zurückgesetzt, falls die Verifizierung fehlschlägt.</translation>
    </message>
    <message numerus="yes">
        <source>Done: the key is in place on %n node(s).</source>
        <translation>
            <numerusform>Fertig: der Schlüssel ist auf %n Knoten hinterlegt.</numerusform>
            <numerusform>Fertig: der Schlüssel ist auf %n Knoten hinterlegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %1 of %n node(s) failed.</source>
        <translation>
            <numerusform>Fertig: bei %1 von %n Knoten fehlgeschlagen.</numerusform>
            <numerusform>Fertig: bei %1 von %n Knoten fehlgeschlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled. %1</source>
        <translation>Abgebrochen. %1</translation>
    </message>
    <message>
        <source>Deploy Key</source>
        <translation>Schlüssel verteilen</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is not a key file.</source>
        <translation>%1 ist keine Schlüsseldatei.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a public key that can be deployed: %2</source>
        <translation>%1 ist kein öffentlicher Schlüssel, der verteilt werden kann: %2</translation>
    </message>
    <message>
        <source>No private half beside it: the key is added without a verifying login.</source>
        <translation>Keine private Hälfte daneben: der Schlüssel wird ohne verifizierende Anmeldung hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 holds another key (%2): the key is added without a verifying login.</source>
        <translation>%1 enthält einen anderen Schlüssel (%2): der Schlüssel wird ohne verifizierende Anmeldung hinzugefügt.</translation>
    </message>
    <message>
        <source>The private half %1 cannot be used (%2): the key is added without a verifying login.</source>
        <translation>Die private Hälfte %1 kann nicht verwendet werden (%2): der Schlüssel wird ohne verifizierende Anmeldung hinzugefügt.</translation>
    </message>
    <message>
        <source>its public half is unknown</source>
        <translation>seine öffentliche Hälfte ist unbekannt</translation>
    </message>
    <message>
        <source>%1 is not a private key that can be read: %2</source>
        <translation>%1 ist kein lesbarer privater Schlüssel: %2</translation>
    </message>
    <message>
        <source>The public half of %1 is unknown (the key is encrypted): put its .pub file beside it, or choose the .pub file.</source>
        <translation>Die öffentliche Hälfte von %1 ist unbekannt (der Schlüssel ist verschlüsselt): legen Sie seine .pub-Datei daneben, oder wählen Sie die .pub-Datei.</translation>
    </message>
    <message>
        <source>The key in %1 cannot be deployed: %2</source>
        <translation>Der Schlüssel in %1 kann nicht verteilt werden: %2</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unverändert</translation>
    </message>
    <message>
        <source>add</source>
        <translation>hinzufügen</translation>
    </message>
    <message>
        <source>repair</source>
        <translation>reparieren</translation>
    </message>
    <message>
        <source>repair + add</source>
        <translation>reparieren + hinzufügen</translation>
    </message>
    <message>
        <source>planning…</source>
        <translation>wird geplant…</translation>
    </message>
    <message>
        <source>added and verified</source>
        <translation>hinzugefügt und verifiziert</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>repaired and verified</source>
        <translation>repariert und verifiziert</translation>
    </message>
    <message>
        <source>repaired, not verified</source>
        <translation>repariert, nicht verifiziert</translation>
    </message>
    <message>
        <source>unchanged, verified</source>
        <translation>unverändert, verifiziert</translation>
    </message>
    <message>
        <source>pending</source>
        <comment>key outcome</comment>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>hinterlegt</translation>
    </message>
    <message>
        <source>not attached</source>
        <translation>nicht hinterlegt</translation>
    </message>
    <message>
        <source>authorized_keys: %1</source>
        <translation>authorized_keys: %1</translation>
    </message>
    <message>
        <source>%1 (instance %2)</source>
        <translation>%1 (Instanz %2)</translation>
    </message>
    <message>
        <source>%1: attached through the platform</source>
        <translation>%1: über die Plattform hinterlegt</translation>
    </message>
    <message>
        <source>%1: attaching failed — %2</source>
        <translation>%1: Hinterlegen fehlgeschlagen — %2</translation>
    </message>
    <message>
        <source>%1: not attached — %2</source>
        <translation>%1: nicht hinterlegt — %2</translation>
    </message>
    <message>
        <source>queued</source>
        <translation>in Warteschlange</translation>
    </message>
    <message>
        <source>reading authorized_keys</source>
        <translation>authorized_keys wird gelesen</translation>
    </message>
    <message>
        <source>checking another login</source>
        <translation>andere Anmeldung wird geprüft</translation>
    </message>
    <message>
        <source>writing</source>
        <translation>wird geschrieben</translation>
    </message>
    <message>
        <source>verifying the new key</source>
        <translation>neuer Schlüssel wird verifiziert</translation>
    </message>
    <message>
        <source>rolling back</source>
        <translation>wird zurückgesetzt</translation>
    </message>
    <message>
        <source>attaching through the platform</source>
        <translation>wird über die Plattform hinterlegt</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>no newline at the end of the file</source>
        <translation>kein Zeilenumbruch am Dateiende</translation>
    </message>
    <message>
        <source>keys glued onto one line</source>
        <translation>Schlüssel in einer Zeile verklebt</translation>
    </message>
    <message>
        <source>Windows line endings (CRLF)</source>
        <translation>Windows-Zeilenenden (CRLF)</translation>
    </message>
    <message>
        <source>duplicate key</source>
        <translation>doppelter Schlüssel</translation>
    </message>
    <message>
        <source>line sshd refuses</source>
        <translation>Zeile, die sshd ablehnt</translation>
    </message>
    <message>
        <source>unsupported key type</source>
        <translation>nicht unterstützter Schlüsseltyp</translation>
    </message>
    <message>
        <source>permissions sshd refuses</source>
        <translation>Berechtigungen, die sshd ablehnt</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>&amp;Generate a new ed25519 key</source>
        <translation>Neuen ed25519-Schlüssel &amp;erzeugen</translation>
    </message>
    <message>
        <source>Use a key &amp;file (a .pub file, or a private key whose public half is known)</source>
        <translation>Eine Schlüssel&amp;datei verwenden (eine .pub-Datei oder ein privater Schlüssel, dessen öffentliche Hälfte bekannt ist)</translation>
    </message>
    <message>
        <source>Use a key from the ssh-&amp;agent</source>
        <translation>Einen Schlüssel aus dem ssh-&amp;agent verwenden</translation>
    </message>
    <message>
        <source>The key to deploy</source>
        <translation>Der zu verteilende Schlüssel</translation>
    </message>
    <message>
        <source>Choose the public key to put on the nodes. When its private half is known, every node proves the key works with a fresh login that offers only it.</source>
        <translation>Wählen Sie den öffentlichen Schlüssel, der auf die Knoten kommt. Ist seine private Hälfte bekannt, weist jeder Knoten mit einer neuen Anmeldung, die nur diesen Schlüssel anbietet, nach, dass der Schlüssel funktioniert.</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Typ:</translation>
    </message>
    <message>
        <source>Comment:</source>
        <translation>Kommentar:</translation>
    </message>
    <message>
        <source>Verification:</source>
        <translation>Verifizierung:</translation>
    </message>
    <message>
        <source>New key file</source>
        <translation>Neue Schlüsseldatei</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Remember the passphrase in the keychain</source>
        <translation>Passphrase im Schlüsselbund speichern</translation>
    </message>
    <message>
        <source>Private key file:</source>
        <translation>Private Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Repeat:</source>
        <translation>Wiederholen:</translation>
    </message>
    <message>
        <source>The public half is written beside it as .pub. Nothing is overwritten.</source>
        <translation>Die öffentliche Hälfte wird als .pub daneben geschrieben. Es wird nichts überschrieben.</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519.pub</source>
        <translation>~/.ssh/id_ed25519.pub</translation>
    </message>
    <message>
        <source>Key file</source>
        <translation>Schlüsseldatei</translation>
    </message>
    <message>
        <source>Public keys (*.pub);;All files (*)</source>
        <translation>Öffentliche Schlüssel (*.pub);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>needed to verify the deployment</source>
        <translation>zur Verifizierung der Verteilung erforderlich</translation>
    </message>
    <message>
        <source>The keychain cannot be used: %1</source>
        <translation>Der Schlüsselbund kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>No keychain is available here.</source>
        <translation>Hier ist kein Schlüsselbund verfügbar.</translation>
    </message>
    <message>
        <source>Remember the passphrase in the keychain (%1)</source>
        <translation>Passphrase im Schlüsselbund speichern (%1)</translation>
    </message>
    <message>
        <source>Remember the passphrase for this session</source>
        <translation>Passphrase für diese Sitzung merken</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>a fresh login with %1 (generated here)</source>
        <translation>eine neue Anmeldung mit %1 (hier erzeugt)</translation>
    </message>
    <message>
        <source>ssh-ed25519 (generated when you press Next)</source>
        <translation>ssh-ed25519 (wird beim Klick auf „Weiter“ erzeugt)</translation>
    </message>
    <message>
        <source>a fresh login with %1</source>
        <translation>eine neue Anmeldung mit %1</translation>
    </message>
    <message>
        <source>The passphrases do not match.</source>
        <translation>Die Passphrasen stimmen nicht überein.</translation>
    </message>
    <message>
        <source>%1 or its .pub file exists already: choose another file, or use the existing key with “Use a key file”.</source>
        <translation>%1 oder seine .pub-Datei existiert bereits: wählen Sie eine andere Datei, oder verwenden Sie den vorhandenen Schlüssel mit „Eine Schlüsseldatei verwenden“.</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>Wählen Sie eine Datei.</translation>
    </message>
    <message>
        <source>a fresh login with %1 (encrypted: enter its passphrase)</source>
        <translation>eine neue Anmeldung mit %1 (verschlüsselt: geben Sie seine Passphrase ein)</translation>
    </message>
    <message>
        <source>Choose a key of the agent.</source>
        <translation>Wählen Sie einen Schlüssel des Agenten.</translation>
    </message>
    <message>
        <source>This key cannot be deployed: %1</source>
        <translation>Dieser Schlüssel kann nicht verteilt werden: %1</translation>
    </message>
    <message>
        <source>a fresh login through the ssh-agent that must use this key</source>
        <translation>eine neue Anmeldung über den ssh-agent, die diesen Schlüssel verwenden muss</translation>
    </message>
    <message>
        <source>The key was not generated: %1</source>
        <translation>Der Schlüssel wurde nicht erzeugt: %1</translation>
    </message>
    <message>
        <source>The passphrase of the new key was not remembered: no keychain can be used.</source>
        <translation>Die Passphrase des neuen Schlüssels wurde nicht gespeichert: es kann kein Schlüsselbund verwendet werden.</translation>
    </message>
    <message>
        <source>%1 was not remembered: %2</source>
        <translation>%1 wurde nicht gespeichert: %2</translation>
    </message>
    <message>
        <source>ssh-agent</source>
        <translation>ssh-agent</translation>
    </message>
    <message>
        <source>&lt;i&gt;The file is empty.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Die Datei ist leer.&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>⋯ %n unchanged line(s)</source>
        <translation>
            <numerusform>⋯ %n unveränderte Zeile</numerusform>
            <numerusform>⋯ %n unveränderte Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>(no newline at end of file)</source>
        <translation>(kein Zeilenumbruch am Dateiende)</translation>
    </message>
    <message>
        <source>✗ Ignored by sshd</source>
        <translation>✗ Von sshd ignoriert</translation>
    </message>
    <message>
        <source>sshd does not accept this line as a key</source>
        <translation>sshd akzeptiert diese Zeile nicht als Schlüssel</translation>
    </message>
    <message>
        <source>✗ Ignored</source>
        <translation>✗ Ignoriert</translation>
    </message>
    <message>
        <source>● Console logs in with this</source>
        <translation>● Konsole meldet sich hiermit an</translation>
    </message>
    <message>
        <source>The console logs in to this node with this key (%1).</source>
        <translation>Die Konsole meldet sich mit diesem Schlüssel (%1) bei diesem Knoten an.</translation>
    </message>
    <message>
        <source>● Console key</source>
        <translation>● Konsolenschlüssel</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Akzeptiert</translation>
    </message>
    <message>
        <source>sshd accepts this key for a login.</source>
        <translation>sshd akzeptiert diesen Schlüssel für eine Anmeldung.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>authorized_keys</source>
        <translation>authorized_keys</translation>
    </message>
    <message>
        <source>Audit keys</source>
        <translation>Schlüssel prüfen</translation>
    </message>
    <message>
        <source>Read the node&apos;s authorized_keys over SFTP and list its keys. Nothing is changed.</source>
        <translation>Die authorized_keys des Knotens per SFTP lesen und seine Schlüssel auflisten. Es wird nichts geändert.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Symlink</source>
        <translation>Symlink</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>Console login</source>
        <translation>Anmeldung der Konsole</translation>
    </message>
    <message>
        <source>No key lines: no key logs in through this file.</source>
        <translation>Keine Schlüsselzeilen: über diese Datei meldet sich kein Schlüssel an.</translation>
    </message>
    <message>
        <source>The key deployment wizard repairs these when “Repair the findings too” is ticked: it splits glued keys, turns CRLF into LF and adds the final newline, and leaves every other byte as it is.</source>
        <translation>Der Assistent zur Schlüsselverteilung repariert diese, wenn „Befunde ebenfalls reparieren“ angehakt ist: er trennt verklebte Schlüssel, wandelt CRLF in LF um und ergänzt den abschließenden Zeilenumbruch; jedes andere Byte bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>Audit trail</source>
        <translation>Prüfprotokoll</translation>
    </message>
    <message>
        <source>The console&apos;s SSH engine is not running: nothing can be audited.</source>
        <translation>Die SSH-Engine der Konsole läuft nicht: es kann nichts geprüft werden.</translation>
    </message>
    <message>
        <source>Auditing…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Reading %1… started %2</source>
        <translation>%1 wird gelesen… gestartet %2</translation>
    </message>
    <message>
        <source>Audit failed at %1</source>
        <translation>Prüfung fehlgeschlagen um %1</translation>
    </message>
    <message>
        <source>Audited at %1</source>
        <translation>Geprüft um %1</translation>
    </message>
    <message numerus="yes">
        <source>%n key line(s)</source>
        <translation>
            <numerusform>%n Schlüsselzeile</numerusform>
            <numerusform>%n Schlüsselzeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>not audited yet</source>
        <translation>noch nicht geprüft</translation>
    </message>
    <message>
        <source>Audit keys reads %1 over SFTP — nothing is changed — and lists every key in it, what is wrong with the file, and which key the console logs in with.</source>
        <translation>„Schlüssel prüfen“ liest %1 per SFTP — es wird nichts geändert — und listet jeden darin enthaltenen Schlüssel auf, was mit der Datei nicht stimmt und mit welchem Schlüssel sich die Konsole anmeldet.</translation>
    </message>
    <message>
        <source>Select a node to audit its authorized_keys.</source>
        <translation>Wählen Sie einen Knoten aus, um seine authorized_keys zu prüfen.</translation>
    </message>
    <message>
        <source>%1 (does not exist: no key logs in through it)</source>
        <translation>%1 (existiert nicht: über sie meldet sich kein Schlüssel an)</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>SHA-256 of the file as read:
%1</source>
        <translation>SHA-256 der Datei beim Lesen:
%1</translation>
    </message>
    <message>
        <source>none — the file is clean</source>
        <translation>keine — die Datei ist sauber</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>No database is open: the audit trail cannot be read.</source>
        <translation>Keine Datenbank geöffnet: das Prüfprotokoll kann nicht gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n deployment(s)</source>
        <translation>
            <numerusform>%n Verteilung</numerusform>
            <numerusform>%n Verteilungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No key deployments are recorded for this node. Deployments and removals from the wizard or fleetdeck-cli appear here.</source>
        <translation>Für diesen Knoten sind keine Schlüsselverteilungen verzeichnet. Verteilungen und Entfernungen aus dem Assistenten oder mit fleetdeck-cli erscheinen hier.</translation>
    </message>
    <message>
        <source>glued keys</source>
        <translation>verklebte Schlüssel</translation>
    </message>
    <message>
        <source>no final newline</source>
        <translation>kein abschließender Zeilenumbruch</translation>
    </message>
    <message>
        <source>CRLF</source>
        <translation>CRLF</translation>
    </message>
    <message>
        <source>duplicate</source>
        <translation>doppelt</translation>
    </message>
    <message>
        <source>invalid line</source>
        <translation>ungültige Zeile</translation>
    </message>
    <message>
        <source>unknown key type</source>
        <translation>unbekannter Schlüsseltyp</translation>
    </message>
    <message>
        <source>permissions</source>
        <translation>Berechtigungen</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>%1 keys glued onto one line — only the first works, sshd reads the rest as its comment</source>
        <translation>%1 Schlüssel in einer Zeile verklebt — nur der erste funktioniert, sshd liest den Rest als seinen Kommentar</translation>
    </message>
    <message>
        <source>%1 keys glued onto one line — neither works until repaired</source>
        <translation>%1 Schlüssel in einer Zeile verklebt — keiner funktioniert vor einer Reparatur</translation>
    </message>
    <message>
        <source>%1 keys glued onto one line — none works until repaired</source>
        <translation>%1 Schlüssel in einer Zeile verklebt — keiner funktioniert vor einer Reparatur</translation>
    </message>
    <message>
        <source>the file does not end with a newline — a key appended with “echo &gt;&gt;” would be glued onto this line</source>
        <translation>die Datei endet nicht mit einem Zeilenumbruch — ein mit „echo &gt;&gt;“ angehängter Schlüssel würde an diese Zeile geklebt</translation>
    </message>
    <message>
        <source>the same key as an earlier line</source>
        <translation>derselbe Schlüssel wie in einer früheren Zeile</translation>
    </message>
    <message>
        <source>not a key line sshd can read — it is ignored</source>
        <translation>keine Schlüsselzeile, die sshd lesen kann — sie wird ignoriert</translation>
    </message>
    <message>
        <source>a key type Fleetdeck does not know — the node&apos;s sshd may ignore it</source>
        <translation>ein Schlüsseltyp, den Fleetdeck nicht kennt — der sshd des Knotens ignoriert ihn möglicherweise</translation>
    </message>
    <message>
        <source>permissions sshd refuses under StrictModes (its default) — then no key in this file logs in</source>
        <translation>Berechtigungen, die sshd unter StrictModes (seiner Voreinstellung) ablehnt — dann meldet sich kein Schlüssel dieser Datei an</translation>
    </message>
    <message>
        <source>Line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;The console has no key for this node&lt;/span&gt; (no identity file, no agent key, no default key): it cannot log in with a key.</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;Die Konsole hat keinen Schlüssel für diesen Knoten&lt;/span&gt; (keine Identitätsdatei, kein Agent-Schlüssel, kein Standardschlüssel): sie kann sich nicht mit einem Schlüssel anmelden.</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>aus %1</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9675; not in this file&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9675; nicht in dieser Datei&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9679;&lt;/span&gt; &lt;b&gt;line %2&lt;/b&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#9679;&lt;/span&gt; &lt;b&gt;Zeile %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007; line %2, which sshd ignores&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:%1&apos;&gt;&amp;#10007; Zeile %2, die sshd ignoriert&lt;/span&gt;</translation>
    </message>
    <message>
        <source>authorized_keys could not be read (see below)</source>
        <translation>authorized_keys konnte nicht gelesen werden (siehe unten)</translation>
    </message>
    <message>
        <source>authorized_keys not audited yet</source>
        <translation>authorized_keys noch nicht geprüft</translation>
    </message>
    <message>
        <source>both: attached through %1 (%2) and present in authorized_keys</source>
        <translation>beides: über %1 hinterlegt (%2) und in authorized_keys vorhanden</translation>
    </message>
    <message>
        <source>attached through %1 (%2), but not in authorized_keys at the last audit</source>
        <translation>über %1 hinterlegt (%2), aber bei der letzten Prüfung nicht in authorized_keys</translation>
    </message>
    <message>
        <source>attached through %1 (%2); %3</source>
        <translation>über %1 hinterlegt (%2); %3</translation>
    </message>
    <message>
        <source>in authorized_keys only: not attached through %1, so it may vanish. Deploy the key again: the wizard attaches it through the platform too.</source>
        <translation>nur in authorized_keys: nicht über %1 hinterlegt, kann also verschwinden. Verteilen Sie den Schlüssel erneut: der Assistent hinterlegt ihn auch über die Plattform.</translation>
    </message>
    <message>
        <source>neither attached through %1 nor in authorized_keys</source>
        <translation>weder über %1 hinterlegt noch in authorized_keys</translation>
    </message>
    <message>
        <source>not attached through %1; %2</source>
        <translation>nicht über %1 hinterlegt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Through %1&lt;/b&gt; (instance %2): keys edited into authorized_keys alone do not last there.</source>
        <translation>&lt;b&gt;Über %1&lt;/b&gt; (Instanz %2): Schlüssel, die nur in authorized_keys eingetragen werden, bleiben dort nicht erhalten.</translation>
    </message>
    <message>
        <source>No key of the console&apos;s is known for this node yet, and none was attached through the platform by Fleetdeck.</source>
        <translation>Für diesen Knoten ist noch kein Schlüssel der Konsole bekannt, und Fleetdeck hat keinen über die Plattform hinterlegt.</translation>
    </message>
    <message>
        <source>&amp;Repair the findings too (split glued keys, CRLF to LF, add the final newline)</source>
        <translation>Befunde ebenfalls &amp;reparieren (verklebte Schlüssel trennen, CRLF in LF umwandeln, abschließenden Zeilenumbruch ergänzen)</translation>
    </message>
    <message>
        <source>Plan Again</source>
        <translation>Neu planen</translation>
    </message>
    <message>
        <source>Trust Host Key…</source>
        <translation>Hostschlüssel vertrauen…</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Each node&apos;s authorized_keys was read and the change planned; nothing has been written. Every other line stays byte for byte as it is.</source>
        <translation>Die authorized_keys jedes Knotens wurde gelesen und die Änderung geplant; es wurde noch nichts geschrieben. Jede andere Zeile bleibt Byte für Byte, wie sie ist.</translation>
    </message>
    <message>
        <source>&amp;Deploy</source>
        <translation>&amp;Verteilen</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message numerus="yes">
        <source>Reading and planning %n node(s)…</source>
        <translation>
            <numerusform>%n Knoten wird gelesen und geplant…</numerusform>
            <numerusform>%n Knoten werden gelesen und geplant…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to add</source>
        <translation>
            <numerusform>%n hinzuzufügen</numerusform>
            <numerusform>%n hinzuzufügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n to repair</source>
        <translation>
            <numerusform>%n zu reparieren</numerusform>
            <numerusform>%n zu reparieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unverändert</numerusform>
            <numerusform>%n unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Key %1 (%2): %3.</source>
        <translation>Schlüssel %1 (%2): %3.</translation>
    </message>
    <message>
        <source>No node can be deployed to: see why below, then plan again.</source>
        <translation>Auf keinen Knoten kann verteilt werden: sehen Sie unten nach dem Grund und planen Sie dann neu.</translation>
    </message>
    <message>
        <source>Deploy skips the failed nodes; the result lists them for a retry.</source>
        <translation>Beim Verteilen werden die fehlgeschlagenen Knoten übersprungen; das Ergebnis führt sie für einen erneuten Versuch auf.</translation>
    </message>
    <message>
        <source>Planning %1…</source>
        <translation>%1 wird geplant…</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (the target of the link %2, which stays)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (das Ziel des Symlinks %2, der erhalten bleibt)</translation>
    </message>
    <message>
        <source>The file does not exist yet: it is created with mode 0600.</source>
        <translation>Die Datei existiert noch nicht: sie wird mit Modus 0600 angelegt.</translation>
    </message>
    <message>
        <source>No findings in the file.</source>
        <translation>Keine Befunde in der Datei.</translation>
    </message>
    <message>
        <source>Findings:
%1</source>
        <translation>Befunde:
%1</translation>
    </message>
    <message>
        <source>Plan: %1</source>
        <translation>Plan: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;The host key could not be recorded in %1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Der Hostschlüssel konnte nicht in %1 gespeichert werden:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Retry &amp;Failed</source>
        <translation>Fehlgeschlagene erneut &amp;versuchen</translation>
    </message>
    <message>
        <source>&amp;Export Report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>a fresh login with only the new key succeeded</source>
        <translation>eine neue Anmeldung nur mit dem neuen Schlüssel war erfolgreich</translation>
    </message>
    <message>
        <source>not verified: the private half of the key is not known here</source>
        <translation>nicht verifiziert: die private Hälfte des Schlüssels ist hier nicht bekannt</translation>
    </message>
    <message numerus="yes">
        <source>The key %1 is in place on %n node(s).</source>
        <translation>
            <numerusform>Der Schlüssel %1 ist auf %n Knoten hinterlegt.</numerusform>
            <numerusform>Der Schlüssel %1 ist auf %n Knoten hinterlegt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 node(s) have the key; %n did not. Select one to see why.</source>
        <translation>
            <numerusform>Bei %1 Knoten ist der Schlüssel hinterlegt, bei %n nicht. Wählen Sie diesen aus, um den Grund zu sehen.</numerusform>
            <numerusform>Bei %1 Knoten ist der Schlüssel hinterlegt, bei %n nicht. Wählen Sie einen davon aus, um den Grund zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>How the key reaches the node</source>
        <translation>Wie der Schlüssel den Knoten erreicht</translation>
    </message>
    <message>
        <source>&lt;p&gt;The new file was written, the new key could not log in, and the original file was put back.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die neue Datei wurde geschrieben, der neue Schlüssel konnte sich nicht anmelden, und die Originaldatei wurde zurückgelegt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Datei: %1</translation>
    </message>
    <message>
        <source>Through the link: %1</source>
        <translation>Über den Symlink: %1</translation>
    </message>
    <message>
        <source>Backup of the original: %1</source>
        <translation>Sicherung des Originals: %1</translation>
    </message>
    <message>
        <source>SHA-256 before: %1</source>
        <translation>SHA-256 vorher: %1</translation>
    </message>
    <message>
        <source>SHA-256 after: %1</source>
        <translation>SHA-256 nachher: %1</translation>
    </message>
    <message>
        <source>Verified: %1</source>
        <translation>Verifiziert: %1</translation>
    </message>
    <message>
        <source>Finding: %1</source>
        <translation>Befund: %1</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>Ausgeführt: %1</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Check the nodes that get the key. Each node&apos;s authorized_keys is read and planned first; nothing is written before you confirm the preview.</source>
        <translation>Haken Sie die Knoten an, die den Schlüssel erhalten. Die authorized_keys jedes Knotens wird zuerst gelesen und geplant; es wird nichts geschrieben, bevor Sie die Vorschau bestätigen.</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Filter by name, address, user or state (auth_failed)…</source>
        <translation>Nach Name, Adresse, Benutzer oder Zustand filtern (auth_failed)…</translation>
    </message>
    <message>
        <source>Check Shown</source>
        <translation>Angezeigte anhaken</translation>
    </message>
    <message>
        <source>Uncheck Shown</source>
        <translation>Angezeigte abhaken</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n node(s) checked</source>
        <translation>
            <numerusform>%1 von %n Knoten angehakt</numerusform>
            <numerusform>%1 von %n Knoten angehakt</numerusform>
        </translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>Systemstandard (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The console and its dialogs use this language the next time Fleetdeck starts. fleetdeck-cli follows the system&apos;s language (or --language).</source>
        <translation>Die Konsole und ihre Dialoge verwenden diese Sprache beim nächsten Start von Fleetdeck. fleetdeck-cli folgt der Sprache des Systems (oder --language).</translation>
    </message>
    <message>
        <source>Restart Fleetdeck to switch to %1.</source>
        <translation>Starten Sie Fleetdeck neu, um auf %1 umzustellen.</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Maschine</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>Temp</source>
        <translation>Temp.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Load (1, 5, 15 min)</source>
        <translation>Last (1, 5, 15 min)</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 of %2 used</source>
        <translation>%1 von %2 belegt</translation>
    </message>
    <message>
        <source>No GPUs reported by nvidia-smi.</source>
        <translation>nvidia-smi meldet keine GPUs.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Show Node Details</source>
        <translation>Knotendetails anzeigen</translation>
    </message>
    <message>
        <source>Filter by name, address, state, reason or label (gpu=4090)…</source>
        <translation>Nach Name, Adresse, Zustand, Grund oder Label filtern (gpu=4090)…</translation>
    </message>
    <message>
        <source>Fleetdeck — %1</source>
        <translation>Fleetdeck — %1</translation>
    </message>
    <message>
        <source>Passphrases and passwords you enter cannot be remembered: the keychain (%1) cannot be used.
Reason: %2</source>
        <translation>Eingegebene Passphrasen und Passwörter können nicht gespeichert werden: der Schlüsselbund (%1) kann nicht verwendet werden.
Grund: %2</translation>
    </message>
    <message>
        <source>Stored secrets could not be read from %1: %2</source>
        <translation>Gespeicherte Geheimnisse konnten nicht aus %1 gelesen werden: %2</translation>
    </message>
    <message>
        <source>Remove node</source>
        <translation>Knoten entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the inventory? The server itself is not touched.</source>
        <translation>%1 aus dem Inventar entfernen? Der Server selbst bleibt unberührt.</translation>
    </message>
    <message>
        <source>Quit during a benchmark</source>
        <translation>Beenden während eines Benchmarks</translation>
    </message>
    <message numerus="yes">
        <source>%n benchmark run(s) still going. Quitting stops them on their nodes and records them as cancelled.</source>
        <translation>
            <numerusform>%n Benchmark-Lauf ist noch aktiv. Beim Beenden wird er auf seinem Knoten gestoppt und als abgebrochen gespeichert.</numerusform>
            <numerusform>%n Benchmark-Läufe sind noch aktiv. Beim Beenden werden sie auf ihren Knoten gestoppt und als abgebrochen gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Open Fleetdeck database</source>
        <translation>Fleetdeck-Datenbank öffnen</translation>
    </message>
    <message>
        <source>Fleetdeck databases (*.sqlite *.db);;All files (*)</source>
        <translation>Fleetdeck-Datenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import from &amp;vast.ai</source>
        <translation>Aus &amp;vast.ai importieren</translation>
    </message>
    <message>
        <source>List the vast.ai account&apos;s instances (API key from the keychain or VAST_API_KEY), add them as nodes, and keep them in step</source>
        <translation>Die Instanzen des vast.ai-Kontos auflisten (API-Schlüssel aus dem Schlüsselbund oder VAST_API_KEY), als Knoten hinzufügen und auf dem aktuellen Stand halten</translation>
    </message>
    <message>
        <source>Import from SS&amp;H Config…</source>
        <translation>Aus SS&amp;H-Konfiguration importieren…</translation>
    </message>
    <message>
        <source>Add a node for each Host alias of an OpenSSH config, after a preview</source>
        <translation>Für jeden Host-Alias einer OpenSSH-Konfiguration einen Knoten hinzufügen, nach einer Vorschau</translation>
    </message>
    <message>
        <source>Import from &amp;CSV…</source>
        <translation>Aus &amp;CSV importieren…</translation>
    </message>
    <message>
        <source>Import nodes from CSV</source>
        <translation>Knoten aus CSV importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add or update nodes from a CSV file with a header row, after a preview</source>
        <translation>Knoten aus einer CSV-Datei mit Kopfzeile hinzufügen oder aktualisieren, nach einer Vorschau</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Keep secrets for this session only</source>
        <translation>Geheimnisse nur für diese Sitzung aufbewahren</translation>
    </message>
    <message>
        <source>Keep the passphrases and passwords you enter in memory until Fleetdeck exits; never write them anywhere</source>
        <translation>Eingegebene Passphrasen und Passwörter bis zum Beenden von Fleetdeck im Arbeitsspeicher halten; nirgends schreiben</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Node</source>
        <translation>&amp;Knoten</translation>
    </message>
    <message>
        <source>&amp;Add Node…</source>
        <translation>Knoten &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Edit Node…</source>
        <translation>Knoten &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>&amp;Remove Node…</source>
        <translation>Knoten &amp;entfernen…</translation>
    </message>
    <message>
        <source>&amp;Check Connection</source>
        <translation>&amp;Verbindung prüfen</translation>
    </message>
    <message>
        <source>Log in to the selected nodes and fetch their status, stage by stage (%1)</source>
        <translation>Bei den ausgewählten Knoten anmelden und ihren Status abrufen, Phase für Phase (%1)</translation>
    </message>
    <message>
        <source>Check &amp;All Nodes</source>
        <translation>&amp;Alle Knoten prüfen</translation>
    </message>
    <message>
        <source>Re&amp;fresh All</source>
        <translation>Alle a&amp;ktualisieren</translation>
    </message>
    <message>
        <source>&amp;Refresh Selected</source>
        <translation>Auswahl aktualisie&amp;ren</translation>
    </message>
    <message>
        <source>Copy SSH Command</source>
        <translation>SSH-Befehl kopieren</translation>
    </message>
    <message>
        <source>Open &amp;Terminal</source>
        <translation>&amp;Terminal öffnen</translation>
    </message>
    <message>
        <source>&amp;Deploy Key…</source>
        <translation>&amp;Schlüssel verteilen…</translation>
    </message>
    <message>
        <source>Put a public key on the selected nodes, safely, and prove that it logs in</source>
        <translation>Einen öffentlichen Schlüssel sicher auf die ausgewählten Knoten bringen und nachweisen, dass er die Anmeldung ermöglicht</translation>
    </message>
    <message>
        <source>Run &amp;Benchmark…</source>
        <translation>Ben&amp;chmark starten…</translation>
    </message>
    <message>
        <source>Measure the selected nodes&apos; proof times: warmup, timed and cooldown proofs</source>
        <translation>Die Beweiszeiten der ausgewählten Knoten messen: Aufwärm-, Mess- und Abkühlbeweise</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Details Panel</source>
        <translation>&amp;Detailbereich</translation>
    </message>
    <message>
        <source>&amp;Filter Nodes</source>
        <translation>Knoten &amp;filtern</translation>
    </message>
    <message>
        <source>Refresh &amp;Interval</source>
        <translation>Aktualisierungs&amp;intervall</translation>
    </message>
    <message>
        <source>&amp;Benchmarks</source>
        <translation>&amp;Benchmarks</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Main window</source>
        <translation>Hauptfenster</translation>
    </message>
    <message>
        <source>&amp;About Fleetdeck</source>
        <translation>Ü&amp;ber Fleetdeck</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Every %1 s</source>
        <translation>Alle %1 s</translation>
    </message>
    <message>
        <source>Every %1 min</source>
        <translation>Alle %1 min</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>%1 is down</source>
        <translation>%1 ist ausgefallen</translation>
    </message>
    <message>
        <source>%1 is degraded</source>
        <translation>%1 ist beeinträchtigt</translation>
    </message>
    <message>
        <source>%1 recovered</source>
        <translation>%1 wieder in Ordnung</translation>
    </message>
    <message>
        <source>Healthy again after %1.</source>
        <translation>Nach %1 wieder gesund.</translation>
    </message>
    <message>
        <source>Healthy again.</source>
        <translation>Wieder gesund.</translation>
    </message>
    <message>
        <source>%1 nodes down</source>
        <translation>%1 Knoten ausgefallen</translation>
    </message>
    <message>
        <source>%1 nodes degraded</source>
        <translation>%1 Knoten beeinträchtigt</translation>
    </message>
    <message>
        <source>%1 nodes recovered</source>
        <translation>%1 Knoten wieder in Ordnung</translation>
    </message>
    <message>
        <source>Fix: deploy key…</source>
        <translation>Beheben: Schlüssel verteilen…</translation>
    </message>
    <message>
        <source>Select a node to see its details.</source>
        <translation>Wählen Sie einen Knoten aus, um seine Details zu sehen.</translation>
    </message>
    <message>
        <source>Open the key deployment wizard for this node</source>
        <translation>Den Assistenten zur Schlüsselverteilung für diesen Knoten öffnen</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Status endpoint</source>
        <translation>Status-Endpunkt</translation>
    </message>
    <message>
        <source>Inventory</source>
        <translation>Inventar</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Labels</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Provider data</source>
        <translation>Anbieterdaten</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Daemon</source>
        <translation>Daemon</translation>
    </message>
    <message>
        <source>No status has been collected for this node yet.</source>
        <translation>Für diesen Knoten wurde noch kein Status erfasst.</translation>
    </message>
    <message>
        <source>ssh-agent, then the default keys</source>
        <translation>ssh-agent, dann die Standardschlüssel</translation>
    </message>
    <message>
        <source>command: %1</source>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>GET %1 on 127.0.0.1:%2 (through SSH)</source>
        <translation>GET %1 auf 127.0.0.1:%2 (über SSH)</translation>
    </message>
    <message>
        <source>vast.ai (instance %1)</source>
        <translation>vast.ai (Instanz %1)</translation>
    </message>
    <message>
        <source>none: added by hand</source>
        <translation>keiner: von Hand hinzugefügt</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>$%1/h</source>
        <translation>$%1/h</translation>
    </message>
    <message>
        <source>instance %1</source>
        <translation>Instanz %1</translation>
    </message>
    <message>
        <source>machine %1</source>
        <translation>Maschine %1</translation>
    </message>
    <message>
        <source>Provider says: %1</source>
        <translation>Anbieter meldet: %1</translation>
    </message>
    <message>
        <source>Gone from the provider&apos;s list since %1; kept with its history.</source>
        <translation>Seit %1 nicht mehr in der Liste des Anbieters; mit seinem Verlauf aufbewahrt.</translation>
    </message>
    <message>
        <source>provider data %1 old</source>
        <translation>Anbieterdaten %1 alt</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Edit node %1</source>
        <translation>Knoten %1 bearbeiten</translation>
    </message>
    <message>
        <source>Add node</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>&amp;Name</translation>
    </message>
    <message>
        <source>gpu-01</source>
        <translation>gpu-01</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Host</translation>
    </message>
    <message>
        <source>203.0.113.7 or gpu01.example.net</source>
        <translation>203.0.113.7 oder gpu01.example.net</translation>
    </message>
    <message>
        <source>SSH &amp;port</source>
        <translation>SSH-&amp;Port</translation>
    </message>
    <message>
        <source>&amp;User</source>
        <translation>&amp;Benutzer</translation>
    </message>
    <message>
        <source>&amp;Identity file</source>
        <translation>&amp;Identitätsdatei</translation>
    </message>
    <message>
        <source>&amp;Status port</source>
        <translation>&amp;Status-Port</translation>
    </message>
    <message>
        <source>Status pa&amp;th</source>
        <translation>Status-Pfa&amp;d</translation>
    </message>
    <message>
        <source>Status co&amp;mmand</source>
        <translation>Status-Be&amp;fehl</translation>
    </message>
    <message>
        <source>optional, e.g. curl -sf http://localhost:9821/status</source>
        <translation>optional, z. B. curl -sf http://localhost:9821/status</translation>
    </message>
    <message>
        <source>&amp;authorized_keys</source>
        <translation>&amp;authorized_keys</translation>
    </message>
    <message>
        <source>&amp;Labels</source>
        <translation>&amp;Labels</translation>
    </message>
    <message>
        <source>gpu=4090, region=fra</source>
        <translation>gpu=4090, region=fra</translation>
    </message>
    <message>
        <source>Honour ~/.ssh/config for this host (HostName, Port, User, IdentityFile, ProxyJump)</source>
        <translation>~/.ssh/config für diesen Host berücksichtigen (HostName, Port, User, IdentityFile, ProxyJump)</translation>
    </message>
    <message>
        <source>enter a number between 1 and 65535</source>
        <translation>geben Sie eine Zahl zwischen 1 und 65535 ein</translation>
    </message>
    <message>
        <source>a node with this name already exists</source>
        <translation>ein Knoten mit diesem Namen existiert bereits</translation>
    </message>
    <message>
        <source>Import from SSH Config</source>
        <translation>Aus SSH-Konfiguration importieren</translation>
    </message>
    <message>
        <source>Import from CSV</source>
        <translation>Aus CSV importieren</translation>
    </message>
    <message>
        <source>Each Host alias without wildcards becomes a node that follows the config at every connection (HostName, Port, User, IdentityFile, ProxyJump). Known nodes keep their keys, labels and status settings.</source>
        <translation>Jeder Host-Alias ohne Wildcards wird zu einem Knoten, der bei jeder Verbindung der Konfiguration folgt (HostName, Port, User, IdentityFile, ProxyJump). Bekannte Knoten behalten ihre Schlüssel, Labels und Statuseinstellungen.</translation>
    </message>
    <message>
        <source>The first row names the columns with node field names (name, host, port, user, identity, status_port, status_path, status_command, authorized_keys, labels as key=value;key2=value2, ssh_config). Nothing is imported while any row is bad.</source>
        <translation>Die erste Zeile benennt die Spalten mit den Feldnamen eines Knotens (name, host, port, user, identity, status_port, status_path, status_command, authorized_keys, labels als key=value;key2=value2, ssh_config). Solange eine Zeile fehlerhaft ist, wird nichts importiert.</translation>
    </message>
    <message>
        <source>Config file:</source>
        <translation>Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>CSV file:</source>
        <translation>CSV-Datei:</translation>
    </message>
    <message>
        <source>all aliases; e.g. gpu-*,!gpu-old</source>
        <translation>alle Aliasse; z. B. gpu-*,!gpu-old</translation>
    </message>
    <message>
        <source>An ssh pattern list: * and ?, comma-separated, ! excludes</source>
        <translation>Eine ssh-Musterliste: * und ?, durch Kommas getrennt, ! schließt aus</translation>
    </message>
    <message>
        <source>Only aliases matching:</source>
        <translation>Nur passende Aliasse:</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>Wählen Sie eine Datei zum Importieren.</translation>
    </message>
    <message>
        <source>Connections resolve these nodes through %1, not through this file.</source>
        <translation>Verbindungen lösen diese Knoten über %1 auf, nicht über diese Datei.</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Update</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Unverändert</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Nothing is imported while any row is bad: fix the rows marked Skip (%1) and open the file again.</source>
        <translation>Solange eine Zeile fehlerhaft ist, wird nichts importiert: korrigieren Sie die mit „Überspringen“ markierten Zeilen (%1) und öffnen Sie die Datei erneut.</translation>
    </message>
    <message>
        <source>%1 to add, %2 to update, %3 unchanged, %4 skipped</source>
        <translation>%1 hinzuzufügen, %2 zu aktualisieren, %3 unverändert, %4 übersprungen</translation>
    </message>
    <message>
        <source>changes %1</source>
        <translation>ändert %1</translation>
    </message>
    <message>
        <source>resolves to %1</source>
        <translation>aufgelöst zu %1</translation>
    </message>
    <message>
        <source>%1; resolves to %2</source>
        <translation>%1; aufgelöst zu %2</translation>
    </message>
    <message>
        <source>No terminal found: set $TERMINAL or install one that provides x-terminal-emulator.</source>
        <translation>Kein Terminal gefunden: setzen Sie $TERMINAL oder installieren Sie eines, das x-terminal-emulator bereitstellt.</translation>
    </message>
    <message>
        <source>synth %1</source>
        <translation>Synthese %1</translation>
    </message>
    <message>
        <source>gpu %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>partition %1</source>
        <translation>Partition %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <source>synthesizing</source>
        <translation>in Synthese</translation>
    </message>
    <message>
        <source>synthesized, waiting for a GPU</source>
        <translation>synthetisiert, wartet auf eine GPU</translation>
    </message>
    <message>
        <source>on the GPU</source>
        <translation>auf der GPU</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Job %1
%2, started %3
%4 of %5 partitions done</source>
        <translation>Auftrag %1
%2, gestartet %3
%4 von %5 Partitionen fertig</translation>
    </message>
    <message>
        <source>synthesis | GPU time</source>
        <translation>Synthese | GPU-Zeit</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>No pipelines running</source>
        <translation>Keine laufenden Pipelines</translation>
    </message>
    <message>
        <source>started %1 · %2/%3</source>
        <translation>gestartet %1 · %2/%3</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Credentials</source>
        <translation>Anmeldedaten</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Find a shortcut or an action…</source>
        <translation>Tastenkürzel oder Aktion suchen…</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>just now</source>
        <translation>gerade eben</translation>
    </message>
    <message>
        <source>%1 ago</source>
        <translation>vor %1</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Synthesizing</source>
        <translation>In Synthese</translation>
    </message>
    <message>
        <source>Synthesized</source>
        <translation>Synthetisiert</translation>
    </message>
    <message>
        <source>On GPU</source>
        <translation>Auf der GPU</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Healthy</source>
        <translation>Gesund</translation>
    </message>
    <message>
        <source>Degraded</source>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Fleet proofs/h</source>
        <translation>Beweise/h der Flotte</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>Kosten pro Stunde</translation>
    </message>
    <message>
        <source>Cost per proof</source>
        <translation>Kosten pro Beweis</translation>
    </message>
    <message>
        <source>Show only healthy nodes</source>
        <translation>Nur gesunde Knoten anzeigen</translation>
    </message>
    <message>
        <source>Show only degraded nodes</source>
        <translation>Nur beeinträchtigte Knoten anzeigen</translation>
    </message>
    <message>
        <source>Show only nodes that are down, unreachable or refuse the login</source>
        <translation>Nur Knoten anzeigen, die ausgefallen oder nicht erreichbar sind oder die Anmeldung verweigern</translation>
    </message>
    <message numerus="yes">
        <source>of %n node(s)</source>
        <translation>
            <numerusform>von %n Knoten</numerusform>
            <numerusform>von %n Knoten</numerusform>
        </translation>
    </message>
    <message>
        <source>need attention</source>
        <translation>erfordern Aufmerksamkeit</translation>
    </message>
    <message>
        <source>%1 not polled yet</source>
        <translation>%1 noch nicht abgefragt</translation>
    </message>
    <message>
        <source>not proving</source>
        <translation>liefern keine Beweise</translation>
    </message>
    <message>
        <source>reported by nvidia-smi</source>
        <translation>gemeldet von nvidia-smi</translation>
    </message>
    <message numerus="yes">
        <source>from %n node(s)</source>
        <translation>
            <numerusform>von %n Knoten</numerusform>
            <numerusform>von %n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without price</source>
        <translation>
            <numerusform>%n ohne Preis</numerusform>
            <numerusform>%n ohne Preis</numerusform>
        </translation>
    </message>
    <message>
        <source>Nodes without a price: set a dph label (dollars per hour) or import them from their provider</source>
        <translation>Knoten ohne Preis: setzen Sie ein dph-Label (Dollar pro Stunde) oder importieren Sie sie von ihrem Anbieter</translation>
    </message>
    <message>
        <source>at the current rate</source>
        <translation>bei der aktuellen Rate</translation>
    </message>
    <message>
        <source>no proofs yet</source>
        <translation>noch keine Beweise</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Throttling suspected: not known — too few proofs to judge (%1 completed timed, %2 needed)</source>
        <translation>Drosselung vermutet: unbekannt — zu wenige Beweise für ein Urteil (%1 abgeschlossen in der Messphase, %2 benötigt)</translation>
    </message>
    <message>
        <source>Fleetdeck — operations console for GPU proving fleets</source>
        <translation>Fleetdeck — Betriebskonsole für GPU-Proving-Flotten</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>The known_hosts file read and written.</source>
        <translation>Die known_hosts-Datei, die gelesen und geschrieben wird.</translation>
    </message>
    <message>
        <source>Keep passphrases and passwords in memory for this session only; do not touch the keychain.</source>
        <translation>Passphrasen und Passwörter nur für diese Sitzung im Arbeitsspeicher halten; den Schlüsselbund nicht anrühren.</translation>
    </message>
    <message>
        <source>The language to use: en, de or zh_CN (default: the choice in Settings, else the system&apos;s).</source>
        <translation>Die zu verwendende Sprache: en, de oder zh_CN (Standard: die Auswahl in den Einstellungen, sonst die des Systems).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>invalid --language &apos;%1&apos;: use en, de or zh_CN</source>
        <translation>ungültige --language &apos;%1&apos;: verwenden Sie en, de oder zh_CN</translation>
    </message>
    <message>
        <source>Waiting for the keychain to answer before logging in… started %1</source>
        <translation>Warte auf die Antwort des Schlüsselbunds, bevor die Anmeldung beginnt … gestartet %1</translation>
    </message>
    <message>
        <source>%1: %2 — the instance is being destroyed.</source>
        <translation>%1: %2 — die Instanz wird zerstört.</translation>
    </message>
    <message>
        <source>%1: %2 — retire it or keep it.</source>
        <translation>%1: %2 — ausmustern oder behalten.</translation>
    </message>
    <message>
        <source>Rule tripped on %1</source>
        <translation>Regel ausgelöst bei %1</translation>
    </message>
    <message>
        <source>Destroy Instances</source>
        <translation>Instanzen zerstören</translation>
    </message>
    <message>
        <source>Destroy for good, with everything on their disks?

%1

Their nodes stay in the history with what they cost.</source>
        <translation>Endgültig zerstören, mit allem auf ihren Datenträgern?

%1

Ihre Knoten bleiben mit ihren Kosten im Verlauf erhalten.</translation>
    </message>
    <message>
        <source>Relabel Instances</source>
        <translation>Label der Instanzen ändern</translation>
    </message>
    <message>
        <source>vast.ai label:</source>
        <translation>vast.ai-Label:</translation>
    </message>
    <message>
        <source>vast.ai refused to %1: %2</source>
        <translation>vast.ai hat %1 abgelehnt: %2</translation>
    </message>
    <message>
        <source>&amp;Instance</source>
        <translation>&amp;Instanz</translation>
    </message>
    <message>
        <source>&amp;Destroy…</source>
        <translation>&amp;Zerstören…</translation>
    </message>
    <message>
        <source>Destroy the selected vast.ai instances for good; their nodes stay as history</source>
        <translation>Die ausgewählten vast.ai-Instanzen endgültig zerstören; ihre Knoten bleiben im Verlauf erhalten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Stop the selected instances (their storage still bills)</source>
        <translation>Die ausgewählten Instanzen anhalten (ihr Speicher wird weiter abgerechnet)</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start the selected stopped instances</source>
        <translation>Die ausgewählten angehaltenen Instanzen starten</translation>
    </message>
    <message>
        <source>&amp;Reboot</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Reboot the selected instances through vast.ai</source>
        <translation>Die ausgewählten Instanzen über vast.ai neu starten</translation>
    </message>
    <message>
        <source>Re&amp;label…</source>
        <translation>&amp;Label ändern…</translation>
    </message>
    <message>
        <source>Set the vast.ai label of the selected instances</source>
        <translation>Das vast.ai-Label der ausgewählten Instanzen setzen</translation>
    </message>
    <message>
        <source>&amp;Offers</source>
        <translation>&amp;Angebote</translation>
    </message>
    <message>
        <source>Search vast.ai&apos;s offers with the $/proof this fleet measured, and rent</source>
        <translation>Angebote von vast.ai mit dem von dieser Flotte gemessenen $/Beweis durchsuchen und mieten</translation>
    </message>
    <message>
        <source>Show &amp;Retired Nodes</source>
        <translation>Ausgemusterte &amp;Knoten anzeigen</translation>
    </message>
    <message>
        <source>Nodes whose instance was destroyed stay as history: what they cost, how long they lived and why they went</source>
        <translation>Knoten, deren Instanz zerstört wurde, bleiben im Verlauf erhalten: was sie gekostet haben, wie lange sie bestanden und warum sie gingen</translation>
    </message>
    <message>
        <source>Lifecycle</source>
        <translation>Lebenszyklus</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; since %2 (template %3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; seit %2 (Mietvorlage %3)</translation>
    </message>
    <message>
        <source>Qualified</source>
        <translation>Qualifiziert</translation>
    </message>
    <message>
        <source>Failed qualification</source>
        <translation>Qualifizierung nicht bestanden</translation>
    </message>
    <message>
        <source>: %1 proofs/h</source>
        <translation>: %1 Beweise/h</translation>
    </message>
    <message>
        <source>, $%1/proof</source>
        <translation>, $%1/Beweis</translation>
    </message>
    <message>
        <source> (run %1)</source>
        <translation> (Lauf %1)</translation>
    </message>
    <message>
        <source>Qualification run %1 under way</source>
        <translation>Qualifizierungslauf %1 läuft</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rule %1 tripped&lt;/b&gt; (%2): %3</source>
        <translation>&lt;b&gt;Regel %1 ausgelöst&lt;/b&gt; (%2): %3</translation>
    </message>
    <message>
        <source>instance destroyed</source>
        <translation>Instanz zerstört</translation>
    </message>
    <message>
        <source>operator notified</source>
        <translation>Bediener benachrichtigt</translation>
    </message>
    <message>
        <source>Rented %1 h ago</source>
        <translation>Vor %1 h gemietet</translation>
    </message>
    <message>
        <source>Lived %1 h</source>
        <translation>Lebensdauer %1 h</translation>
    </message>
    <message>
        <source>, cost so far $%1</source>
        <translation>, bisherige Kosten $%1</translation>
    </message>
    <message>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>$%1/day</source>
        <translation>$%1/Tag</translation>
    </message>
    <message>
        <source> $/h</source>
        <translation> $/h</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> Mbps</source>
        <translation> Mbps</translation>
    </message>
    <message>
        <source>Verified hosts only</source>
        <translation>Nur verifizierte Hosts</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Rent Selected…</source>
        <translation>Auswahl &amp;mieten…</translation>
    </message>
    <message>
        <source>Offers — vast.ai</source>
        <translation>Angebote — vast.ai</translation>
    </message>
    <message>
        <source>any, e.g. RTX 4090</source>
        <translation>beliebig, z. B. RTX 4090</translation>
    </message>
    <message>
        <source>any, e.g. FR,DE</source>
        <translation>beliebig, z. B. FR,DE</translation>
    </message>
    <message>
        <source>The disk that will be rented: vast.ai prices it into $/h</source>
        <translation>Der Datenträger, der mitgemietet wird: vast.ai rechnet ihn in $/h ein</translation>
    </message>
    <message>
        <source>Max price</source>
        <translation>Höchstpreis</translation>
    </message>
    <message>
        <source>Min reliability</source>
        <translation>Min. Zuverlässigkeit</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU-Modell</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Datenträger</translation>
    </message>
    <message>
        <source>Min download</source>
        <translation>Min. Download</translation>
    </message>
    <message>
        <source>Min CUDA</source>
        <translation>Min. CUDA</translation>
    </message>
    <message>
        <source>Min CPU RAM</source>
        <translation>Min. CPU-RAM</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Save Search…</source>
        <translation>Suche speichern…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Saved searches</source>
        <translation>Gespeicherte Suchen</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>Mietvorlage</translation>
    </message>
    <message>
        <source>Save Search</source>
        <translation>Suche speichern</translation>
    </message>
    <message>
        <source>Name of the search:</source>
        <translation>Name der Suche:</translation>
    </message>
    <message>
        <source>Delete Search</source>
        <translation>Suche löschen</translation>
    </message>
    <message>
        <source>Delete the saved search %1?</source>
        <translation>Die gespeicherte Suche %1 löschen?</translation>
    </message>
    <message>
        <source>Searching vast.ai…</source>
        <translation>vast.ai wird durchsucht…</translation>
    </message>
    <message>
        <source>The search failed: %1</source>
        <translation>Die Suche ist fehlgeschlagen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n offer(s)</source>
        <translation>
            <numerusform>%n Angebot</numerusform>
            <numerusform>%n Angebote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on bad hosts hidden</source>
        <translation>
            <numerusform>%n auf gesperrtem Host ausgeblendet</numerusform>
            <numerusform>%n auf gesperrten Hosts ausgeblendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s) merged</source>
        <translation>
            <numerusform>%n Duplikat zusammengeführt</numerusform>
            <numerusform>%n Duplikate zusammengeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with an expected $/proof from this fleet&apos;s runs</source>
        <translation>
            <numerusform>%n mit erwartetem $/proof aus den Läufen dieser Flotte</numerusform>
            <numerusform>%n mit erwartetem $/proof aus den Läufen dieser Flotte</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking the offers up as they stand now…</source>
        <translation>Aktueller Stand der Angebote wird abgefragt…</translation>
    </message>
    <message>
        <source>Nothing was rented: %1</source>
        <translation>Es wurde nichts gemietet: %1</translation>
    </message>
    <message>
        <source>offer %1: %2</source>
        <translation>Angebot %1: %2</translation>
    </message>
    <message>
        <source>Nothing can be rented: %1</source>
        <translation>Es kann nichts gemietet werden: %1</translation>
    </message>
    <message>
        <source>• offer %1: %2 ×%3 in %4, %5 (machine %6)</source>
        <translation>• Angebot %1: %2 ×%3 in %4, %5 (Maschine %6)</translation>
    </message>
    <message numerus="yes">
        <source>Rent %n instance(s) with template %1 for %2 in all (%3)?</source>
        <translation>
            <numerusform>%n Instanz mit Mietvorlage %1 für insgesamt %2 (%3) mieten?</numerusform>
            <numerusform>%n Instanzen mit Mietvorlage %1 für insgesamt %2 (%3) mieten?</numerusform>
        </translation>
    </message>
    <message>
        <source>Not rented: %1</source>
        <translation>Nicht gemietet: %1</translation>
    </message>
    <message>
        <source>Billing starts at once; the console&apos;s key is attached through vast.ai and each node is qualified and judged by the template&apos;s rules.</source>
        <translation>Die Abrechnung beginnt sofort; der Schlüssel der Konsole wird über vast.ai hinterlegt, und jeder Knoten wird qualifiziert und nach den Regeln der Mietvorlage beurteilt.</translation>
    </message>
    <message>
        <source>Rent Instances</source>
        <translation>Instanzen mieten</translation>
    </message>
    <message>
        <source>Nothing was rented.</source>
        <translation>Es wurde nichts gemietet.</translation>
    </message>
    <message>
        <source>Renting…</source>
        <translation>Wird gemietet…</translation>
    </message>
    <message>
        <source>offer %1 → node %2 (%3)</source>
        <translation>Angebot %1 → Knoten %2 (%3)</translation>
    </message>
    <message>
        <source> — the key was not attached: %1</source>
        <translation> — der Schlüssel wurde nicht hinterlegt: %1</translation>
    </message>
    <message>
        <source>offer %1 not rented: %2</source>
        <translation>Angebot %1 nicht gemietet: %2</translation>
    </message>
    <message numerus="yes">
        <source>Rented %n instance(s). </source>
        <translation>
            <numerusform>%n Instanz gemietet. </numerusform>
            <numerusform>%n Instanzen gemietet. </numerusform>
        </translation>
    </message>
    <message>
        <source>(choose a saved search)</source>
        <translation>(gespeicherte Suche wählen)</translation>
    </message>
    <message>
        <source>Renting needs a template: fleetdeck-cli vast templates set NAME --image …</source>
        <translation>Zum Mieten wird eine Mietvorlage benötigt: fleetdeck-cli vast templates set NAME --image …</translation>
    </message>
    <message>
        <source>Rent the selected offers with the chosen template</source>
        <translation>Die ausgewählten Angebote mit der gewählten Mietvorlage mieten</translation>
    </message>
    <message>
        <source>vast.ai</source>
        <translation>vast.ai</translation>
    </message>
    <message>
        <source>&amp;Store in Keychain</source>
        <translation>Im Schlüsselbund s&amp;peichern</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>paste the key from vast.ai&apos;s account page</source>
        <translation>Schlüssel von der Kontoseite von vast.ai einfügen</translation>
    </message>
    <message>
        <source>&amp;Account:</source>
        <translation>&amp;Konto:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>API &amp;address:</source>
        <translation>API-A&amp;dresse:</translation>
    </message>
    <message>
        <source>&amp;Refresh every:</source>
        <translation>&amp;Aktualisierung alle:</translation>
    </message>
    <message>
        <source>The key is kept only in the keychain, as vast-api-key/&lt;account&gt;; VAST_API_KEY, when set, is used instead for the default account. The account&apos;s instances are listed every interval and every one of them is a node.</source>
        <translation>Der Schlüssel wird nur im Schlüsselbund gespeichert, als vast-api-key/&lt;account&gt;; ist VAST_API_KEY gesetzt, wird stattdessen diese Variable für das Standardkonto verwendet. Die Instanzen des Kontos werden in jedem Intervall abgefragt, und jede von ihnen ist ein Knoten.</translation>
    </message>
    <message>
        <source>Not used: %1</source>
        <translation>Nicht verwendet: %1</translation>
    </message>
    <message>
        <source>No keychain: the key can come only from VAST_API_KEY.</source>
        <translation>Kein Schlüsselbund: der Schlüssel kann nur aus VAST_API_KEY kommen.</translation>
    </message>
    <message>
        <source>Looking in the keychain…</source>
        <translation>Schlüsselbund wird abgefragt…</translation>
    </message>
    <message>
        <source>A key is stored in the keychain as %1.</source>
        <translation>Im Schlüsselbund ist ein Schlüssel als %1 gespeichert.</translation>
    </message>
    <message>
        <source>No key is stored as %1.</source>
        <translation>Unter %1 ist kein Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>VAST_API_KEY is set and used for this run.</source>
        <translation>VAST_API_KEY ist gesetzt und wird für diese Sitzung verwendet.</translation>
    </message>
    <message>
        <source>The key was not stored: %1</source>
        <translation>Der Schlüssel wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>The key was not removed: %1</source>
        <translation>Der Schlüssel wurde nicht entfernt: %1</translation>
    </message>
    <message>
        <source>Asking vast.ai which keys instance %1 holds…</source>
        <translation>vast.ai wird nach den Schlüsseln von Instanz %1 gefragt…</translation>
    </message>
    <message>
        <source>vast.ai&apos;s keys for instance %1 could not be listed: %2</source>
        <translation>Die vast.ai-Schlüssel von Instanz %1 konnten nicht aufgelistet werden: %2</translation>
    </message>
    <message>
        <source>vast.ai holds no key for instance %1: authorized_keys alone does not last there.</source>
        <translation>vast.ai hat für Instanz %1 keinen Schlüssel hinterlegt: authorized_keys allein hat dort keinen Bestand.</translation>
    </message>
    <message>
        <source>unreadable key</source>
        <translation>unlesbarer Schlüssel</translation>
    </message>
    <message numerus="yes">
        <source>vast.ai holds %n key(s) for instance %1:</source>
        <translation>
            <numerusform>vast.ai hat für Instanz %1 %n Schlüssel hinterlegt:</numerusform>
            <numerusform>vast.ai hat für Instanz %1 %n Schlüssel hinterlegt:</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy %1…</source>
        <translation>%1 zerstören…</translation>
    </message>
    <message>
        <source>%1: %2. Retire it?</source>
        <translation>%1: %2. Ausmustern?</translation>
    </message>
    <message>
        <source>%1 may be worth retiring</source>
        <translation>%1 sollte eventuell ausgemustert werden</translation>
    </message>
    <message numerus="yes">
        <source>%n stopped</source>
        <translation>
            <numerusform>%n angehalten</numerusform>
            <numerusform>%n angehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stopped instance(s) still bill their storage: %1. Destroy what you no longer need.</source>
        <translation>
            <numerusform>%n angehaltene Instanz wird weiterhin für ihren Speicher abgerechnet: %1. Zerstören Sie, was Sie nicht mehr brauchen.</numerusform>
            <numerusform>%n angehaltene Instanzen werden weiterhin für ihren Speicher abgerechnet: %1. Zerstören Sie, was Sie nicht mehr brauchen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Entfernen…</translation>
    </message>
    <message>
        <source>Bad Hosts</source>
        <translation>Gesperrte Hosts</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Added</source>
        <translation>Hinzugefügt</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>&amp;Hinzufügen…</translation>
    </message>
    <message>
        <source>Machines on this list are left out of the offers and never rented again. A failed qualification or a retiring rule adds its machine.</source>
        <translation>Maschinen auf dieser Liste erscheinen nicht mehr unter den Angeboten und werden nie wieder gemietet. Eine fehlgeschlagene Qualifizierung oder eine ausmusternde Regel setzt ihre Maschine darauf.</translation>
    </message>
    <message>
        <source>Add a Bad Host</source>
        <translation>Gesperrten Host hinzufügen</translation>
    </message>
    <message>
        <source>vast.ai machine id:</source>
        <translation>vast.ai-Maschinen-ID:</translation>
    </message>
    <message>
        <source>Why it should never be rented again:</source>
        <translation>Warum sie nie wieder gemietet werden soll:</translation>
    </message>
    <message>
        <source>No fleet is open.</source>
        <translation>Keine Flotte geöffnet.</translation>
    </message>
    <message>
        <source>added by hand</source>
        <translation>von Hand hinzugefügt</translation>
    </message>
    <message numerus="yes">
        <source>%n machine(s) on the list</source>
        <translation>
            <numerusform>%n Maschine auf der Liste</numerusform>
            <numerusform>%n Maschinen auf der Liste</numerusform>
        </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a machine id (digits, as vast.ai lists them).</source>
        <translation>„%1“ ist keine Maschinen-ID (Ziffern, wie vast.ai sie auflistet).</translation>
    </message>
    <message>
        <source>added by the operator</source>
        <translation>vom Operator hinzugefügt</translation>
    </message>
    <message>
        <source>Remove Bad Hosts</source>
        <translation>Gesperrte Hosts entfernen</translation>
    </message>
    <message>
        <source>Give %1 another chance? Their offers will be listed and can be rented again.</source>
        <translation>%1 noch eine Chance geben? Ihre Angebote werden wieder aufgeführt und können wieder gemietet werden.</translation>
    </message>
    <message>
        <source>&amp;Bad Hosts…</source>
        <translation>&amp;Gesperrte Hosts…</translation>
    </message>
    <message>
        <source>The machines never offered or rented again, and why</source>
        <translation>Die Maschinen, die nie wieder angeboten oder gemietet werden, und warum</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Zeiten</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Follow the newest lines; off: hold new lines back while you read</source>
        <translation>Den neuesten Zeilen folgen; aus: neue Zeilen zurückhalten, während Sie lesen</translation>
    </message>
    <message>
        <source>Where the lines come from</source>
        <translation>Woher die Zeilen kommen</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Level</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Warnungen und Fehler</translation>
    </message>
    <message>
        <source>Info and above</source>
        <translation>Info und höher</translation>
    </message>
    <message>
        <source>Debug and above</source>
        <translation>Debug und höher</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the selected lines</source>
        <translation>Die ausgewählten Zeilen kopieren</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the lines shown to a file</source>
        <translation>Die angezeigten Zeilen in eine Datei speichern</translation>
    </message>
    <message>
        <source>Save Log</source>
        <translation>Protokoll speichern</translation>
    </message>
    <message>
        <source>Log files (*.log *.txt)</source>
        <translation>Protokolldateien (*.log *.txt)</translation>
    </message>
    <message>
        <source>Daemon log</source>
        <translation>Daemon-Protokoll</translation>
    </message>
    <message>
        <source>Benchmark output</source>
        <translation>Benchmark-Ausgabe</translation>
    </message>
    <message>
        <source>Fleetdeck events</source>
        <translation>Fleetdeck-Ereignisse</translation>
    </message>
    <message>
        <source>Container output (vast.ai)</source>
        <translation>Container-Ausgabe (vast.ai)</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden by the level filter</source>
        <translation>
            <numerusform>%n durch den Level-Filter ausgeblendet</numerusform>
            <numerusform>%n durch den Level-Filter ausgeblendet</numerusform>
        </translation>
    </message>
    <message>
        <source>match %1 of %2</source>
        <translation>Treffer %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n Treffer</numerusform>
            <numerusform>%n Treffer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>paused: %n new line(s) held</source>
        <translation>
            <numerusform>angehalten: %n neue Zeile zurückgehalten</numerusform>
            <numerusform>angehalten: %n neue Zeilen zurückgehalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n older line(s) dropped (the view keeps the newest %1)</source>
        <translation>
            <numerusform>%n ältere Zeile verworfen (die Ansicht behält die neuesten %1)</numerusform>
            <numerusform>%n ältere Zeilen verworfen (die Ansicht behält die neuesten %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Fleet Logs — Fleetdeck</source>
        <translation>Flottenprotokolle — Fleetdeck</translation>
    </message>
    <message>
        <source>%1 — Logs — Fleetdeck</source>
        <translation>%1 — Protokolle — Fleetdeck</translation>
    </message>
    <message numerus="yes">
        <source>%n Nodes — Logs — Fleetdeck</source>
        <translation>
            <numerusform>%n Knoten — Protokolle — Fleetdeck</numerusform>
            <numerusform>%n Knoten — Protokolle — Fleetdeck</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Logs…</source>
        <translation>&amp;Protokolle…</translation>
    </message>
    <message>
        <source>Follow the selected nodes&apos; logs in a window of their own</source>
        <translation>Den Protokollen der ausgewählten Knoten in einem eigenen Fenster folgen</translation>
    </message>
    <message>
        <source>Fleet &amp;Logs</source>
        <translation>Flotten&amp;protokolle</translation>
    </message>
    <message>
        <source>Every node&apos;s log merged in time order, live: filter it to the errors to watch the whole fleet go wrong</source>
        <translation>Die Protokolle aller Knoten, zeitlich zusammengeführt und live: auf Fehler gefiltert sehen Sie, wo die Flotte gerade Probleme hat</translation>
    </message>
    <message>
        <source>Log events</source>
        <translation>Protokollereignisse</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Protokolle</translation>
    </message>
    <message>
        <source>Fleetdeck — %1 (team store)</source>
        <translation>Fleetdeck — %1 (Team-Speicher)</translation>
    </message>
    <message>
        <source>Open &amp;Team Store…</source>
        <translation>&amp;Team-Speicher öffnen…</translation>
    </message>
    <message>
        <source>Open a team store</source>
        <translation>Team-Speicher öffnen</translation>
    </message>
    <message>
        <source>The PostgreSQL database the team shares, e.g.
postgresql://ops@db.example:5432/fleet?sslmode=verify-full
Passwords come from ~/.pgpass, never from the address.</source>
        <translation>Die PostgreSQL-Datenbank, die das Team teilt, z. B.
postgresql://ops@db.example:5432/fleet?sslmode=verify-full
Passwörter kommen aus ~/.pgpass, nie aus der Adresse.</translation>
    </message>
    <message>
        <source>Work on a fleet kept in PostgreSQL and shared with the team</source>
        <translation>Mit einer Flotte arbeiten, die in PostgreSQL liegt und mit dem Team geteilt wird</translation>
    </message>
    <message>
        <source>The store to open: an SQLite file or a team&apos;s postgresql:// URL.</source>
        <translation>Der zu öffnende Speicher: eine SQLite-Datei oder die postgresql://-URL eines Teams.</translation>
    </message>
    <message>
        <source>PATH|URL</source>
        <translation>PFAD|URL</translation>
    </message>
    <message>
        <source>Fleetdeck — %1 (team store, read-only)</source>
        <translation>Fleetdeck — %1 (Team-Speicher, nur lesen)</translation>
    </message>
    <message>
        <source>recorded before operators were recorded</source>
        <translation>aufgezeichnet, bevor Bediener erfasst wurden</translation>
    </message>
    <message>
        <source>run by %1</source>
        <translation>ausgeführt von %1</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>Changed by someone else</source>
        <translation>Von jemand anderem geändert</translation>
    </message>
    <message>
        <source>%1.

Save your version over theirs? Their change is then lost.</source>
        <translation>%1.

Ihre Fassung über die andere speichern? Die andere Änderung geht dann verloren.</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>A &amp;team store:</source>
        <translation>Ein &amp;Team-Speicher:</translation>
    </message>
    <message>
        <source>&amp;Open now</source>
        <translation>Jetzt ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open:</source>
        <translation>Geöffnet:</translation>
    </message>
    <message>
        <source>Schema:</source>
        <translation>Schema:</translation>
    </message>
    <message>
        <source>Role:</source>
        <translation>Rolle:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Lifecycle rules:</source>
        <translation>Lebenszyklusregeln:</translation>
    </message>
    <message>
        <source>The store open now</source>
        <translation>Der jetzt geöffnete Speicher</translation>
    </message>
    <message>
        <source>When Fleetdeck starts, open</source>
        <translation>Beim Start von Fleetdeck öffnen</translation>
    </message>
    <message>
        <source>A team store is a PostgreSQL database the team shares. Its password comes from ~/.pgpass (or PGPASSFILE), never from the address, which shows in process lists and settings. A server elsewhere is reached with sslmode=verify-full unless the address says otherwise. A store named with --db on the command line wins over this choice.</source>
        <translation>Ein Team-Speicher ist eine PostgreSQL-Datenbank, die das Team teilt. Ihr Passwort kommt aus ~/.pgpass (oder PGPASSFILE), nie aus der Adresse, die in Prozesslisten und Einstellungen sichtbar ist. Ein entfernter Server wird mit sslmode=verify-full erreicht, sofern die Adresse nichts anderes sagt. Ein mit --db auf der Kommandozeile genannter Speicher hat Vorrang vor dieser Wahl.</translation>
    </message>
    <message>
        <source>This machine&apos;s &amp;file (%1)</source>
        <translation>Die &amp;Datei dieses Rechners (%1)</translation>
    </message>
    <message>
        <source>A team store&apos;s address starts with postgresql://</source>
        <translation>Die Adresse eines Team-Speichers beginnt mit postgresql://</translation>
    </message>
    <message>
        <source>No store is open.</source>
        <translation>Kein Speicher ist geöffnet.</translation>
    </message>
    <message>
        <source>Team store %1</source>
        <translation>Team-Speicher %1</translation>
    </message>
    <message>
        <source>This machine&apos;s file %1</source>
        <translation>Datei dieses Rechners %1</translation>
    </message>
    <message>
        <source>version %1 (this Fleetdeck knows up to %2)</source>
        <translation>Version %1 (dieses Fleetdeck kennt bis %2)</translation>
    </message>
    <message>
        <source>the file&apos;s owner: may change everything</source>
        <translation>Eigentümer der Datei: darf alles ändern</translation>
    </message>
    <message>
        <source>%1 may only read: adding, editing and removing nodes, deploying keys and renting are off</source>
        <translation>%1 darf nur lesen: Knoten hinzufügen, bearbeiten und entfernen, Schlüssel verteilen und Mieten sind aus</translation>
    </message>
    <message>
        <source>%1 may change the fleet</source>
        <translation>%1 darf die Flotte ändern</translation>
    </message>
    <message numerus="yes">
        <source>read from the store, as %n collector(s) wrote it; this console opens no SSH session to poll</source>
        <translation>
            <numerusform>aus dem Speicher gelesen, wie %n Collector ihn schrieb; diese Konsole öffnet keine SSH-Sitzung zum Abfragen</numerusform>
            <numerusform>aus dem Speicher gelesen, wie %n Collectoren ihn schrieben; diese Konsole öffnet keine SSH-Sitzung zum Abfragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>polled by this console every %n second(s)</source>
        <translation>
            <numerusform>von dieser Konsole jede Sekunde abgefragt</numerusform>
            <numerusform>von dieser Konsole alle %n Sekunden abgefragt</numerusform>
        </translation>
    </message>
    <message>
        <source>judged by this console</source>
        <translation>von dieser Konsole beurteilt</translation>
    </message>
    <message>
        <source>judged elsewhere: a read-only role never acts on them</source>
        <translation>anderswo beurteilt: eine Rolle mit Lesezugriff handelt nie danach</translation>
    </message>
    <message>
        <source>judged by another console or fleetdeck-cli lifecycle on this store; this one takes over when it exits</source>
        <translation>von einer anderen Konsole oder fleetdeck-cli lifecycle auf diesem Speicher beurteilt; diese übernimmt, wenn jene endet</translation>
    </message>
    <message>
        <source>judged by this console (one process on a team store does)</source>
        <translation>von dieser Konsole beurteilt (auf einem Team-Speicher tut es ein Prozess)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
</context>
</TS>
