/** Questions and their answers (sanitised HTML) as schema.org `FAQPage`. */
export function faqPageJsonLd(questions: {question: string; answerHtml: string}[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: questions
      .filter(({answerHtml}) => answerHtml)
      .map(({question, answerHtml}) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: {'@type': 'Answer', text: answerHtml},
      })),
  };
}
