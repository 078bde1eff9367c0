import { mediaImage } from "../../media";
import { site } from "../../site";
import { ArticleFigure } from "../article-figure";
import type { ArticleBodyProps } from "../article-link";

const oils = mediaImage(
  "retreats/gut-regeneration-14-day/card",
  "Flaschen mit ayurvedischen Heilölen neben einer Uruli-Schale aus Messing mit schwimmenden Blüten",
);
const kizhi = mediaImage(
  "retreats/knees-joints-healing-7-day/card",
  "Kizhi-Kräuterstempel, die in einer Messingpfanne mit Öl erwärmt werden",
);
const pavilion = mediaImage("retreats/7-day-yoga-ayurveda/card", "Der offene Yoga-Pavillon mit ausgelegten Matten, dahinter das Meer");

export default function AyurvedaRetreatPackages({ Link }: ArticleBodyProps) {
  return (
    <div className="article-body">
      <p>
        Die erste Frage unserer Gäste gilt selten der Therapie, die sie brauchen, sondern der Dauer ihres Aufenthalts. Und das ist genau die
        richtige Frage. Im Ayurveda ist Zeit Teil der Behandlung: Der Körper braucht Tage, um sich vorzubereiten, loszulassen und wieder
        aufzubauen, und jede dieser Phasen hat ihren eigenen Rhythmus. Hier lesen Sie, wie wir über die Länge eines Retreats denken und was
        jedes unserer Programme umfasst.
      </p>

      <h2>Was jedes Programm umfasst</h2>
      <p>Gleich wie lange Sie bleiben: Jeder Aufenthalt im {site.shortName} ruht auf denselben Grundlagen.</p>
      <ul>
        <li>Ein ärztliches Erstgespräch mit Pulsdiagnose bei der Ankunft und regelmäßige Kontrollen während des gesamten Aufenthalts.</li>
        <li>Klassische Therapien, die für Sie verordnet werden – nicht aus einer Karte gewählt.</li>
        <li>Sattvische vegetarische Mahlzeiten, gekocht für Ihre Konstitution, dazu Kräutertees und Heilwasser.</li>
        <li>Täglich Yoga, Meditation und Atemübungen in unserem Pavillon über dem Meer.</li>
        <li>Kleine Gruppen: nie mehr als sechs Gäste zugleich.</li>
        <li>Transfers vom Flughafen Trivandrum und Hilfe bei Visum, Zahlungen und der Frage, was in den Koffer gehört.</li>
      </ul>

      <h2>Das 7-Tage-Retreat zur Neuausrichtung</h2>
      <p>
        Eine Woche ist der kürzeste Aufenthalt, den wir für eine spürbare Veränderung empfehlen. Sie reicht, um in einen Tagesrhythmus aus
        Yoga, Behandlung, gutem Essen und frühem Schlaf hineinzufinden, und damit der Körper auf die tägliche Ölbehandlung anspricht. An den
        meisten Tagen erwartet Sie Abhyanga, die synchrone Ganzkörpermassage mit warmem Öl zu vier Händen, dazu Anwendungen nach Ihrem
        Bedarf: Shirodhara bei Stress und Schlafproblemen, Kizhi-Kräuterstempel für steife Gelenke und Muskeln oder Kräuterdampf, der löst
        und leichter macht.
      </p>
      <p>
        Eine Woche ist ideal, wenn Sie den Ayurveda zum ersten Mal erleben, wenn Sie eher erschöpft als krank sind oder ein Retreat mit
        einer Reise durch Kerala verbinden möchten. Unser Knees &amp; Joints Healing Retreat und unsere Yoga &amp; Ayurveda Immersion folgen
        beide diesem Aufbau. Ein vollständiges klassisches Panchakarma dagegen ist in einer Woche nicht möglich; dafür brauchen Sie
        mindestens vierzehn Tage.
      </p>
      <ArticleFigure image={kizhi} caption="Kizhi-Stempel aus Blättern und Kräutern, in Heilöl erwärmt." />

      <h2>Das 14-tägige Programm zur Entgiftung und Verjüngung</h2>
      <p>
        Vierzehn Tage erlauben es, die vollständige klassische Abfolge des Panchakarma, der fünf reinigenden Verfahren des Ayurveda, sicher
        zu durchlaufen. Die ersten Tage bereiten den Körper vor: mit innerer Ölung (medizinisches Ghee in genau bemessenen Gaben), Abhyanga
        und Kräuterdampf. Dann folgt die eigentliche Reinigung, meist Virechana, eine sanfte therapeutische Abführung, und eine Reihe von
        Basti, den medizinischen Einläufen, die der Ayurveda als seine wichtigste Therapie für Verdauung und Nervensystem ansieht. Die
        letzten Tage dienen dem Aufbau: Die Ernährung kehrt Schritt für Schritt zur Normalität zurück, damit die Verdauung wieder zu Kräften
        kommt, und beruhigende Anwendungen wie Shirodhara bringen den Geist zur Ruhe.
      </p>
      <p>
        Dies ist das Programm bei Verdauungsbeschwerden, anhaltender Müdigkeit, Hautproblemen, hartnäckigem Gewicht oder einfach als
        gründlicher Neustart einmal im Jahr. Yoga steht zweimal täglich auf dem Plan, und die Ärztin oder der Arzt sieht Sie jeden Tag.
        Unser Gut Regeneration Panchakarma folgt diesem Aufbau.
      </p>
      <ArticleFigure image={oils} caption="Die Heilöle werden für die Konstitution jedes Gastes zubereitet." />

      <h2>Das 21-tägige Retreat für tiefe Heilung und Erneuerung</h2>
      <p>
        Drei Wochen sind die Dauer, die die klassischen Texte bei chronischen und lange bestehenden Beschwerden bevorzugen. Die zusätzliche
        Zeit erlaubt eine langsamere, sanftere Vorbereitung, eine längere Basti-Reihe und – ebenso wichtig – eine volle Woche Rasayana,
        Verjüngung, nach der Reinigung. Rasayana-Therapien und -Kräuter nähren das Gewebe und stärken die Abwehrkräfte, sodass Sie nicht nur
        leichter, sondern auch kräftiger nach Hause fahren.
      </p>
      <p>
        Drei Wochen empfehlen wir Gästen mit chronischen Schmerzen, Autoimmun- oder Stoffwechselerkrankungen, Burnout oder in der Genesung
        nach einer Krankheit – stets in Abstimmung mit der Ärztin oder dem Arzt zu Hause. Weil jedes 21-tägige Programm individuell
        gestaltet wird, planen wir es vorab gemeinsam mit Ihnen: <Link to="/contact">Schreiben Sie uns</Link> kurz Ihre Vorgeschichte, und
        wir vereinbaren ein Gespräch mit unserem Arzt.
      </p>

      <h2>Individuelle Retreats und besondere Schwerpunkte</h2>
      <p>
        Viele Gäste kommen mit einem Anliegen, das in kein Standardprogramm passt. Weil wir so wenige Menschen beherbergen, können wir einen
        Aufenthalt ganz nach Ihnen gestalten:
      </p>
      <ul>
        <li>
          <strong>Paare und kleine Gruppen.</strong> Reisen Sie gemeinsam, teilen Sie Mahlzeiten und Yoga, während jede und jeder von Ihnen
          einem Programm für die eigene Konstitution folgt.
        </li>
        <li>
          <strong>Stress und Schlaf.</strong> Ein Programm rund um Shirodhara, Abhyanga, Pranayama und eine beruhigende Ernährung, mit einer
          Tagesroutine für zu Hause.
        </li>
        <li>
          <strong>Gewichtsregulation.</strong> Udvartana-Massage mit Kräuterpulver, eine Kapha-ausgleichende Ernährung, tägliche Bewegung
          und, wo es passt, eine sanfte Reinigung.
        </li>
        <li>
          <strong>Yoga-Intensiv.</strong> Zusätzliche Einzelstunden mit Ihrer Lehrerin oder Ihrem Lehrer, längere Übungseinheiten und die
          Vertiefung von Atem und Meditation, begleitet von Anwendungen, die dem Körper helfen, sich zu öffnen.
        </li>
        <li>
          <strong>Längere Aufenthalte.</strong> Vier Wochen oder mehr: ein vollständiges Panchakarma mit Verjüngung, kulturellen Ausflügen
          und dem schlichten Leben im ayurvedischen Tagesrhythmus, ganz ohne Eile.
        </li>
      </ul>
      <ArticleFigure image={pavilion} caption="Der Yoga-Pavillon, in dem jeder Tag beginnt." />

      <h2>Die beste Reisezeit</h2>
      <p>
        Kerala empfängt Retreat-Gäste das ganze Jahr über. Die trockenen Monate von November bis März bringen klaren Himmel, ruhige See und
        warme, angenehme Tage und sind am beliebtesten. Der Monsun von Juni bis September ist die Zeit, die die ayurvedische Tradition
        selbst für Panchakarma bevorzugt: Die Luft ist kühl und feucht, die Poren sind geöffnet, und der Körper soll dann am besten auf
        Ölanwendungen ansprechen. Die Landschaft ist am grünsten, das Resort am stillsten, und viele unserer Stammgäste wählen diese Zeit
        ganz bewusst.
      </p>

      <h2>Die Vorbereitung auf Ihren Aufenthalt</h2>
      <p>
        Ein wenig Vorbereitung hilft jedem Programm. Essen Sie in der Woche vor der Reise einfach, reduzieren Sie Kaffee, Alkohol und Zucker
        und gehen Sie etwas früher schlafen. Senden Sie uns aktuelle ärztliche Befunde und eine Liste Ihrer Medikamente, damit unser Arzt
        sie vor Ihrer Ankunft durchsehen kann. Packen Sie leichte Baumwollkleidung, die Ölflecken abbekommen darf, bequeme Sachen für das
        Yoga und etwas zu lesen; Matten, Kissen und alles für Ihre Anwendungen stellen wir bereit.
      </p>

      <h2>So treffen Sie die Wahl</h2>
      <p>
        Wenn Sie unsicher sind, wählen Sie nach Ihrem Anliegen, nicht nach dem Kalender. Für Erholung und einen ersten Eindruck kommen Sie
        für eine Woche. Für einen echten Neustart von Verdauung und Energie nehmen Sie sich zwei Wochen. Für ein lange bestehendes Leiden
        drei. Und wenn Ihre Reisedaten feststehen, sagen Sie uns, wie viele Tage Sie haben und was sich verändern soll: Unser Arzt stellt
        das beste Programm zusammen, das in diese Zeit passt.
      </p>
      <p>
        <Link to="/retreats">Sehen Sie sich unsere aktuellen Retreats an</Link> oder{" "}
        <Link to="/contact">lassen Sie sich einen individuellen Aufenthalt planen</Link>. Wir antworten auf jede Nachricht innerhalb von 24
        Stunden.
      </p>
    </div>
  );
}
