import { mediaImage } from "../../media";
import { site } from "../../site";
import { ArticleFigure } from "../article-figure";
import type { ArticleBodyProps } from "../article-link";

const herbGarden = mediaImage(
  "articles/ayurvedic-detox/herb-garden",
  "Ein ayurvedischer Kräutergarten im Morgennebel, mit einem Weg aus Laterit und einer Steinlampe",
);
const consultation = mediaImage(
  "articles/best-ayurveda-retreats-india/consultation",
  "Palmblatt-Manuskripte, ein Mörser aus Messing und Schalen mit Kräutern auf dem Tisch des Arztes",
);
const oils = mediaImage(
  "retreats/gut-regeneration-14-day/card",
  "Flaschen mit Heilölen und eine Uruli-Schale aus Messing mit schwimmenden Blüten",
);

export default function AyurvedicDetox({ Link }: ArticleBodyProps) {
  return (
    <div className="article-body">
      <p>
        Jeden Januar kehrt dasselbe Versprechen zurück: drei Tage kaltgepresster Saft, und Sie sind gereinigt, leichter, ein neuer Mensch.
        Die Idee ist verlockend, und ein Glas frischer Saft ist etwas Schönes. Aus Sicht des Ayurveda aber verlangt eine Saftkur vom Körper,
        sich zu entgiften – genau in dem Moment, in dem sie ihm das Feuer nimmt, das er dafür braucht. Hier lesen Sie, warum der Ayurveda
        die Reinigung so anders angeht und was eine echte ayurvedische Entgiftung ausmacht.
      </p>

      <h2>Was eine Saftkur bewirkt</h2>
      <p>
        Eine typische Saftkur ersetzt die Mahlzeiten für einen bis sieben Tage durch kalte, rohe Obst- und Gemüsesäfte. Die Kalorienzufuhr
        sinkt stark, das Verdauungssystem bekommt eine Pause von fester Nahrung, und viele fühlen sich schon nach ein, zwei Tagen leichter –
        vor allem durch verlorenes Wasser und einen geleerten Darm.
      </p>
      <p>Der Ayurveda hat drei Bedenken:</p>
      <ul>
        <li>
          <strong>Kalt und roh schwächt Agni.</strong> Agni, das Verdauungsfeuer, steht im Mittelpunkt der ayurvedischen Gesundheit. Kalte,
          rohe Kost Tag für Tag dämpft es, sodass alles, was Sie danach essen, schlechter verdaut wird.
        </li>
        <li>
          <strong>Sie steigert Vata.</strong> Leicht, kalt, trocken und unregelmäßig: Ein Saftfasten hat alle Eigenschaften von Vata. Darum
          fühlen sich viele am zweiten oder dritten Tag unruhig, fröstelnd, benommen oder können nicht schlafen.
        </li>
        <li>
          <strong>Zucker ohne Substanz.</strong> Fruchtsäfte liefern schnell Zucker, aber ohne die Ballaststoffe, Fette und Eiweiße, die ihn
          abfedern – und danach schlägt das Pendel oft zu schwererem Essen aus als zuvor.
        </li>
      </ul>
      <p>
        Vor allem aber kennt eine Saftkur weder Vorbereitung noch Rückkehr. Sie hört auf zu essen und fängt dann wieder an. Für den Ayurveda
        sind gerade diese beiden Übergänge der Ort, an dem die eigentliche Arbeit der Reinigung geschieht.
      </p>

      <h2>Wie der Ayurveda Giftstoffe versteht</h2>
      <p>
        Im Ayurveda ist der wichtigste Giftstoff nicht etwas, das wir schlucken, sondern etwas, das wir selbst bilden. Ist Agni schwach,
        wird die Nahrung nur teilweise umgewandelt, und der Rückstand, Ama genannt, gilt als schwer, klebrig und kalt. Er wird für eine
        belegte Zunge, Blähungen, Müdigkeit nach dem Essen, Steifheit und eine lange Reihe chronischer Beschwerden verantwortlich gemacht.
        Ein Übermaß an Vata, Pitta oder Kapha, den drei Doshas, setzt sich auf dieselbe Weise im Gewebe fest.
      </p>
      <p>
        Reinigen heißt also nicht, den Körper mit Flüssigkeit durchzuspülen. Es heißt, die Verdauung zu entfachen, das Angesammelte zu
        lösen, es zurück in den Verdauungstrakt zu leiten und auf dem natürlichsten Weg auszuscheiden – und danach das Verdauungsfeuer
        behutsam wieder aufzubauen, damit sich kein neues Ama bildet.
      </p>
      <ArticleFigure image={herbGarden} caption="Die Kräuter für unsere Öle und Arzneien wachsen in unserem eigenen Garten." />

      <h2>Die drei Phasen einer ayurvedischen Entgiftung</h2>
      <h3>1. Vorbereitung (Purvakarma)</h3>
      <p>
        Die ersten Tage bereiten den Körper vor. Verdauungsfördernde Kräuter entfachen Agni. Es folgt Snehana, die Ölung: innerlich durch
        kleine, genau bemessene Gaben medizinischen Ghees jeden Morgen (Snehapana), äußerlich durch die tägliche Abhyanga, die Massage mit
        warmem Öl, für die Kerala berühmt ist. Swedana, Kräuterdampf, öffnet die Kanäle, damit sich das Gelöste bewegen kann. Bei steifen
        Gelenken und Muskeln kommt Kizhi hinzu, warme Kräuterstempel.
      </p>
      <h3>2. Reinigung (Pradhanakarma)</h3>
      <p>
        Panchakarma bedeutet „fünf Handlungen“, und der Arzt wählt für jeden Gast unter ihnen aus. In unserem Retreat kommen am häufigsten
        zwei zum Einsatz: Virechana, eine sanfte therapeutische Abführung mit Kräutern, die überschüssiges Pitta aus Leber und Dünndarm löst
        und an einem stillen Ruhetag stattfindet; und Basti, eine Reihe medizinischer Einläufe aus Kräuterabkochungen und Ölen, die der
        Ayurveda als die wichtigste Therapie überhaupt für Vata, den Dickdarm und das Nervensystem ansieht.
      </p>
      <h3>3. Aufbau (Paschatkarma)</h3>
      <p>
        Nach der Reinigung ist die Verdauung empfindlich, wie eine kleine Flamme, die langsam genährt werden muss. Samsarjana Krama, der
        schrittweise Kostaufbau, führt über mehrere Tage von dünnem Reiswasser zu weichem Reisbrei, dann zu Kitchari und schließlich zu
        normalen Mahlzeiten. Beruhigende Anwendungen wie Shirodhara, der Strahl warmen Öls auf die Stirn, besänftigen das Nervensystem, und
        Rasayana-Kräuter beginnen mit der Verjüngung. Genau diese Phase lässt eine Saftkur aus – und genau sie sorgt dafür, dass die Wirkung
        anhält.
      </p>
      <ArticleFigure image={oils} caption="Öle und Ghee werden für die Konstitution jedes Gastes verordnet." />

      <h2>Im direkten Vergleich</h2>
      <ul>
        <li>
          <strong>Ernährung:</strong> Eine Saftkur ist kalt und roh; eine ayurvedische Entgiftung setzt auf warme, frisch gekochte
          sattvische Mahlzeiten – vereinfacht, aber nie ausgelassen, außer unter ärztlicher Aufsicht.
        </li>
        <li>
          <strong>Vorbereitung und Erholung:</strong> Bei einer Saftkur keine; beim Panchakarma jeweils mehrere Tage.
        </li>
        <li>
          <strong>Individualität:</strong> Ein Rezept für alle – gegenüber einem Programm, das nach der Pulsdiagnose für Ihre Konstitution
          und Ihre Beschwerden verordnet wird.
        </li>
        <li>
          <strong>Begleitung:</strong> Meist keine – gegenüber einem Arzt, der Sie jeden Tag sieht.
        </li>
        <li>
          <strong>Dauer:</strong> Drei bis sieben Tage – gegenüber vierzehn bis einundzwanzig Tagen für eine vollständige klassische
          Abfolge.
        </li>
      </ul>

      <h2>Warum es einen Arzt braucht</h2>
      <p>
        Panchakarma ist wirkungsvoll, und es ist nicht für jeden zu jeder Zeit das Richtige. Eine Schwangerschaft, manche Herz- und
        Nierenerkrankungen, eine kürzliche Operation und etliche Medikamente verändern, was sicher ist. Eine qualifizierte Ayurveda-Ärztin
        oder ein qualifizierter Ayurveda-Arzt erhebt Ihre Vorgeschichte, liest Ihren Puls und entscheidet, welche Therapien Sie erhalten, in
        welcher Reihenfolge und in welcher Stärke, und sieht Sie täglich, um sie anzupassen. Deshalb ist jedes Programm im {site.shortName}{" "}
        ärztlich geleitet, und deshalb fragen wir nach Ihrer Gesundheit, bevor Sie buchen.
      </p>
      <ArticleFigure image={consultation} caption="Jede Entgiftung beginnt mit der Untersuchung durch den Arzt." />

      <h2>Wenn Sie nur wenige Tage haben</h2>
      <p>
        Ein vollständiges Panchakarma braucht mindestens zwei Wochen. Haben Sie weniger Zeit, bietet der Ayurveda dennoch einen sanften
        Neustart: drei bis fünf Tage Kitchari, warmes Wasser und Ingwertee, früh zu Bett, täglich eine Selbstmassage mit warmem Sesamöl und
        ein kurzer Spaziergang nach dem Essen. Eine begleitete Reinigungskur ersetzt das nicht, aber Ihre Verdauung wird danach stärker sein
        und nicht schwächer – was kein Saft versprechen kann.
      </p>
      <p>
        Dieser Artikel dient der allgemeinen Information und ersetzt keine ärztliche Beratung. Wenn Sie über eine Entgiftung nachdenken,{" "}
        <Link to="/contact">sprechen Sie zuerst mit unserem Arzt</Link>, oder{" "}
        <Link to="/retreats">sehen Sie sich unser Gut Regeneration Panchakarma</Link> und unsere weiteren Retreats an.
      </p>
    </div>
  );
}
