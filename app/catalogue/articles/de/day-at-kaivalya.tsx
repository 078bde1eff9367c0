import { mediaImage } from "../../media";
import { site } from "../../site";
import { ArticleFigure } from "../article-figure";
import type { ArticleBodyProps } from "../article-link";

const pavilion = mediaImage(
  "retreats/7-day-yoga-ayurveda/card",
  "Ein Gast sitzt in Meditation im offenen Yoga-Pavillon, dahinter Meer und Palmen",
);
const treatmentRoom = mediaImage(
  "retreats/knees-joints-healing-7-day/hero",
  "Ein von Lampen erhellter Behandlungsraum mit einer geschnitzten Droni-Liege aus Holz und einer Öllampe aus Messing",
);
const sadya = mediaImage("retreats/cultural-cuisine-4-day/card", "Ein vegetarisches Essen aus Kerala, auf einem Bananenblatt serviert");
const temple = mediaImage(
  "retreats/cultural-cuisine-4-day/hero",
  "Ein Tempel in Kerala in der Abenddämmerung, seine Mauern gesäumt von Öllampen",
);

export default function DayAtKaivalya({ Link }: ArticleBodyProps) {
  return (
    <div className="article-body">
      <p>
        Viele Gäste erwarten bei ihrer Ankunft ein Spa: hier eine Anwendung, dort ein Bad im Pool und dazwischen lange, leere Stunden. Ein
        ayurvedisches Retreat ist etwas anderes – ein Tag mit einer Gestalt. Der Ayurveda lehrt, dass jede Tageszeit ihre eigene Qualität
        hat und der Körper am besten heilt, wenn wir im Einklang mit ihr leben. Begleiten Sie uns Stunde für Stunde durch einen ganz
        gewöhnlichen Tag im {site.name}, so wie er sich in der zweiten Woche eines Panchakarma-Programms entfalten könnte.
      </p>

      <h2>5:45 Uhr: Erwachen vor der Sonne</h2>
      <p>
        Die Stunden vor Sonnenaufgang gehören Vata, der Qualität von Luft und Bewegung, und sind für den Geist die klarsten des Tages. Ein
        leises Klopfen, und vor Ihrer Tür steht eine Thermoskanne warmes Wasser mit ein paar Scheiben Ingwer. Sie schaben Ihre Zunge, spülen
        den Mund mit Sesamöl und gehen im blauen Licht durch den Garten, während die Fischer unter den Klippen ihre Boote ins Wasser
        schieben.
      </p>

      <h2>6:15 Uhr: Yoga bei Sonnenaufgang im Pavillon</h2>
      <p>
        Die Morgenpraxis dauert neunzig Minuten: sanftes Aufwärmen, an Ihren Körper angepasste Sonnengrüße, Stehhaltungen und schließlich
        ein langes Pranayama und eine Meditation, während das Licht über den Palmen aufsteigt. Unsere Lehrerinnen und Lehrer kennen die
        Konstitution jedes Gastes aus den Notizen des Arztes: Wer von Vata geprägt ist, wird warm und geerdet gehalten, wer von Pitta
        geprägt ist, wird ermutigt, weicher zu werden statt zu kämpfen.
      </p>
      <ArticleFigure image={pavilion} caption="Der Tag beginnt im offenen Pavillon über dem Meer." />

      <h2>8:00 Uhr: Frühstück</h2>
      <p>
        Das Frühstück ist warm und leicht: vielleicht Reis-Kanji mit einem Löffel Ghee und grünen Mungbohnen, gedämpftes Idiyappam mit einem
        milden Gemüse-Stew, frische Papaya und eine Tasse Kräutertee. Während einer Reinigungskur gibt es keinen Kaffee – und
        erstaunlicherweise vermisst ihn nach den ersten Tagen niemand mehr.
      </p>

      <h2>9:00 Uhr: Die Visite des Arztes</h2>
      <p>
        Jeden Morgen sieht der Arzt jeden Gast: Er fühlt Ihren Puls (Nadi Pariksha) am Handgelenk und tastet nach den Qualitäten von Vata,
        Pitta und Kapha, betrachtet Ihre Zunge und fragt, wie Sie geschlafen, wie Sie die Mahlzeiten des Vortags verdaut haben und wie Sie
        sich fühlen. Nach diesem Befund werden die Therapien, Arzneien und Mahlzeiten des Tages angepasst. Bei nur sechs Gästen zugleich ist
        das Gespräch nie eilig.
      </p>

      <h2>10:00 Uhr: Behandlung</h2>
      <p>
        Die Hauptbehandlung des Tages findet in einem unserer von Lampen erhellten Therapieräume statt. Sie beginnt vielleicht mit Abhyanga,
        der Ölmassage zu vier Händen, die zwei Therapeuten in vollkommenem Gleichklang ausführen, gefolgt von Kräuterdampf. An anderen Tagen
        ist es Kizhi, warme Stempel aus Blättern oder Kräuterpulvern, die rhythmisch über den Körper geführt werden, oder Shirodhara, ein
        feiner, ununterbrochener Strahl warmen Öls, der fünfundvierzig Minuten lang über die Stirn fließt und den viele Gäste als die
        tiefste Ruhe beschreiben, die sie je erlebt haben. An den Panchakarma-Tagen ist es die Reinigungstherapie selbst, Virechana oder
        Basti, gefolgt von stiller Ruhe auf Ihrem Zimmer.
      </p>
      <ArticleFigure image={treatmentRoom} caption="Die Anwendungen finden in stillen, von Lampen erhellten Räumen statt." />

      <h2>12:30 Uhr: Mittagessen, die Hauptmahlzeit</h2>
      <p>
        Die Mittagszeit ist die Zeit von Pitta, in der das Verdauungsfeuer am stärksten ist – darum ist das Mittagessen die größte Mahlzeit
        des Tages. Es ist sattvisch und vegetarisch, am selben Morgen aus Gemüse, Getreide, Linsen und Gewürzen gekocht, die für Sie
        ausgewählt wurden: roter Reis, ein Dal, ein Thoran aus Bohnen und frischer Kokosnuss, ein kühlendes Raita und ein kleiner Löffel
        Pickle, der den Appetit weckt. Sie essen langsam, auf Wunsch schweigend, auf der Veranda.
      </p>
      <ArticleFigure image={sadya} caption="Das Mittagessen ist die größte Mahlzeit des ayurvedischen Tages." />

      <h2>14:00 Uhr: Ruhe</h2>
      <p>
        Nach dem Mittagessen wird es still im Resort. Der Nachmittag gehört dem Lesen, dem Schreiben, einer kurzen Rast (kein langer Schlaf,
        den der Ayurveda für schwer hält) oder einem Platz im Schatten des Hains, wo Sie dem Meer lauschen. Die Kräuterarzneien nehmen Sie
        zu den Zeiten ein, die der Arzt festgelegt hat.
      </p>

      <h2>16:00 Uhr: Lernen oder ein Ausflug</h2>
      <p>
        Der späte Nachmittag bringt etwas Neues zu lernen. Vielleicht eine Kochvorführung in unserer Küche, ein Vortrag über die
        ayurvedische Tagesroutine oder ein Gang durch den Kräutergarten mit unserem Arzt, der Ihnen die Pflanzen zeigt, aus denen Ihre Öle
        entstehen. An leichteren Tagen bieten wir kulturelle Ausflüge an: einen Gewürzgarten, eine Fahrt im Landboot auf den Backwaters oder
        den Besuch eines Tempels, wenn dort die Lampen entzündet werden.
      </p>

      <h2>17:30 Uhr: Abendyoga und Pranayama</h2>
      <p>
        Die Abendstunde ist langsamer: regenerative Haltungen und Yin-Yoga, lange Atemübungen und eine geführte Meditation, während die
        Sonne im Arabischen Meer versinkt. In einem Programm von vierzehn Tagen oder länger ist dies die zweite von zwei täglichen
        Yogastunden.
      </p>

      <h2>18:45 Uhr: Sonnenuntergang und das Licht der Lampen</h2>
      <p>
        In der Dämmerung entzünden unsere Hausdamen die Messinglampen in den Gebetsnischen und entlang der Wege, wie es die Familien in
        Kerala seit Jahrhunderten tun. Die Gäste versammeln sich auf der Klippe, um zuzusehen, wie der Himmel seine Farbe wechselt, oder
        gehen hinunter zum Strand, wenn die Fischerboote heimkehren.
      </p>
      <ArticleFigure image={temple} caption="In der Dämmerung werden überall in Kerala die Lampen entzündet." />

      <h2>19:30 Uhr: Ein leichtes Abendessen</h2>
      <p>
        Weil die Verdauung mit der Sonne nachlässt, ist das Abendessen klein und früh: eine sanfte Suppe, Kitchari aus Reis und Mungbohnen
        oder gedämpftes Gemüse mit etwas Ghee, danach eine Tasse warme Gewürzmilch oder Kräutertee.
      </p>

      <h2>21:30 Uhr: Schlaf</h2>
      <p>
        Um halb zehn liegt das Resort dunkel und still. Der Ayurveda rät, vor zehn Uhr zu schlafen, bevor die zweite Pitta-Phase der Nacht
        beginnt – und nach einem Tag wie diesem kommt der Schlaf von selbst. Viele Gäste erzählen uns, dass sie im {site.shortName} so tief
        schlafen wie seit Jahren nicht mehr.
      </p>

      <h2>Den Tag mit nach Hause nehmen</h2>
      <p>
        Das eigentliche Geschenk dieses Rhythmus ist, dass Sie ihn behalten können. Vor Ihrer Abreise schreibt Ihnen der Arzt eine
        Tagesroutine (Dinacharya), die zu Ihrem Leben zu Hause passt: wann Sie aufstehen, wie Sie essen, welche Öle Sie verwenden und welche
        Übungen Sie beibehalten. Wenn Sie einen solchen Tag selbst erleben möchten,{" "}
        <Link to="/retreats">entdecken Sie unsere Retreats</Link> oder <Link to="/contact">schreiben Sie uns</Link> – wir helfen Ihnen gern
        bei der Wahl.
      </p>
    </div>
  );
}
